package pdll.intellij.ui;

import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import javax.swing.BorderFactory;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import pdll.intellij.settings.ApplicationSettingsState;
import pdll.intellij.settings.ProjectSettingsState;
import pdll.intellij.settings.SettingsText;
import pdll.intellij.settings.TableGenMode;

/**
 * The settings page's Swing form (plain Swing: the platform's UI DSL is not in the core this
 * module compiles against). Reads and writes the two state beans; holds no other state.
 */
final class SettingsForm {
    private final JTextArea includeDirs = new JTextArea(4, 50);
    private final JTextArea databases = new JTextArea(3, 50);
    private final JTextField mlirRoot = new JTextField();
    private final JCheckBox extraWarnings = new JCheckBox("Extra warnings (beyond the reference compiler's)");
    private final JComboBox<TableGenMode> tableGen = new JComboBox<>(TableGenMode.values());
    private final JTextField server = new JTextField();
    private final JTextField jvmOptions = new JTextField();
    private final JPanel panel = new JPanel(new GridBagLayout());

    SettingsForm() {
        JPanel project = section("This project (sent to the running server)");
        row(project, 0, "Include directories (one per line):", new JScrollPane(includeDirs));
        row(project, 1, "Compilation databases (pdll_compile_commands.yml, one per line):", new JScrollPane(databases));
        row(project, 2, "MLIR include root (\"auto\" finds an installed MLIR, blank for none):", mlirRoot);
        row(project, 3, null, extraWarnings);
        JPanel all = section("All projects");
        row(all, 0, "TableGen support for .td files:", tableGen);
        row(all, 1, "Server (blank: the bundled pdll-lsp.jar; or a .jar path; or a command line):", server);
        row(all, 2, "Extra JVM options for the server jar:", jvmOptions);
        GridBagConstraints c = new GridBagConstraints();
        c.gridx = 0;
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        c.anchor = GridBagConstraints.NORTHWEST;
        panel.add(project, c);
        panel.add(all, c);
        c.weighty = 1; // keeps the sections at the top of the page
        panel.add(new JPanel(), c);
    }

    JComponent component() {
        return panel;
    }

    void show(ProjectSettingsState p, ApplicationSettingsState a) {
        includeDirs.setText(SettingsText.text(p.includeDirs));
        databases.setText(SettingsText.text(p.compilationDatabases));
        mlirRoot.setText(p.mlirIncludeRoot);
        extraWarnings.setSelected(p.extraWarnings);
        tableGen.setSelectedItem(a.tableGenMode());
        server.setText(a.serverOverride);
        jvmOptions.setText(a.jvmOptions);
    }

    ProjectSettingsState project() {
        ProjectSettingsState s = new ProjectSettingsState();
        s.includeDirs = SettingsText.lines(includeDirs.getText());
        s.compilationDatabases = SettingsText.lines(databases.getText());
        s.mlirIncludeRoot = mlirRoot.getText().strip();
        s.extraWarnings = extraWarnings.isSelected();
        return s;
    }

    ApplicationSettingsState application() {
        ApplicationSettingsState s = new ApplicationSettingsState();
        Object mode = tableGen.getSelectedItem();
        s.tableGenMode = (mode instanceof TableGenMode m ? m : TableGenMode.AUTOMATIC).name();
        s.serverOverride = server.getText().strip();
        s.jvmOptions = jvmOptions.getText().strip();
        return s;
    }

    private static JPanel section(String title) {
        JPanel p = new JPanel(new GridBagLayout());
        p.setBorder(BorderFactory.createTitledBorder(title));
        return p;
    }

    private static void row(JPanel p, int y, String label, JComponent field) {
        GridBagConstraints c = new GridBagConstraints();
        c.gridy = 2 * y;
        c.gridx = 0;
        c.anchor = GridBagConstraints.WEST;
        c.insets = new Insets(4, 4, 0, 4);
        if (label != null) {
            p.add(new JLabel(label), c);
            c.gridy++;
        }
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        p.add(field, c);
    }
}
