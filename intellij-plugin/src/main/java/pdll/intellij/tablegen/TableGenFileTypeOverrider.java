package pdll.intellij.tablegen;

import com.intellij.openapi.fileTypes.FileType;
import com.intellij.openapi.fileTypes.FileTypeRegistry;
import com.intellij.openapi.fileTypes.impl.FileTypeOverrider;
import com.intellij.openapi.vfs.VirtualFile;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import pdll.intellij.settings.PdllApplicationSettings;
import pdll.intellij.settings.TableGenMode;

/**
 * Gives {@code .td} files our TableGen file type (registered in plugin.xml without extensions) as
 * the "TableGen support for .td files" setting says; the decision is {@link TableGenMode#claimsTd}.
 * The IDE asks on every file type lookup of every file: anything not named {@code *.td} returns at
 * the first check, and a {@code .td} costs a settings read and two registry lookups (the registry's
 * extension map does not consult overriders, so this does not recurse).
 */
public final class TableGenFileTypeOverrider implements FileTypeOverrider {

    @Override
    public @Nullable FileType getOverriddenFileType(@NotNull VirtualFile file) {
        CharSequence name = file.getNameSequence();
        int n = name.length();
        if (n < 4 || name.charAt(n - 3) != '.' || name.charAt(n - 2) != 't' || name.charAt(n - 1) != 'd') return null;
        TableGenMode mode = PdllApplicationSettings.getInstance().getState().tableGenMode();
        if (mode == TableGenMode.NEVER) return null;
        FileTypeRegistry registry = FileTypeRegistry.getInstance();
        FileType byExtension = registry.getFileTypeByExtension("td");
        boolean other = registry.findFileTypeByName(TableGenMode.OTHER_PLUGIN_TYPE_NAME) != null;
        String typeName = byExtension == null || byExtension == TableGenFileType.INSTANCE ? null : byExtension.getName();
        return mode.claimsTd(typeName, other) ? TableGenFileType.INSTANCE : null;
    }
}
