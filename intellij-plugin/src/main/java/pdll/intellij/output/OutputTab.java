package pdll.intellij.output;

import com.intellij.openapi.fileEditor.FileEditorManager;
import com.intellij.openapi.fileTypes.FileType;
import com.intellij.openapi.fileTypes.FileTypeRegistry;
import com.intellij.openapi.fileTypes.PlainTextFileType;
import com.intellij.openapi.fileTypes.UnknownFileType;
import com.intellij.openapi.project.Project;
import com.intellij.openapi.vfs.VirtualFile;
import com.intellij.testFramework.LightVirtualFile;

/**
 * Shows generated text in a read-only editor tab backed by an in-memory file. Showing the same
 * source and kind again replaces the tab instead of adding one. Call on the event dispatch thread.
 */
final class OutputTab {
    private OutputTab() {}

    static void show(Project project, String sourceName, OutputKind kind, String text) {
        String name = kind.tabName(sourceName);
        FileEditorManager editors = FileEditorManager.getInstance(project);
        for (VirtualFile open : editors.getOpenFiles()) {
            if (open instanceof LightVirtualFile && open.getName().equals(name)) editors.closeFile(open);
        }
        LightVirtualFile file = new LightVirtualFile(name, fileType(kind), text);
        file.setWritable(false);
        editors.openFile(file, true);
    }

    /** The IDE's type for the extension, plain text when no plugin knows it (an unknown type would ask the user to pick one). */
    private static FileType fileType(OutputKind kind) {
        FileType t = FileTypeRegistry.getInstance().getFileTypeByExtension(kind.extension);
        return t == null || t == UnknownFileType.INSTANCE ? PlainTextFileType.INSTANCE : t;
    }
}
