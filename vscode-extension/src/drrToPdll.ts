// PDLL: Convert DRR to PDLL (pdll.convertDrrToPdll), in .td editors: the server's code action
// "Convert all DRR patterns of this file to PDLL" (or, with the cursor in a pattern, the choice of
// that pattern's), run as the server's command. The server sends the edit that creates or updates
// <stem>.pdll beside the .td (workspace/applyEdit) and answers its URI; the .pdll is then saved
// (an applied edit leaves it unsaved) and shown beside.
import * as vscode from 'vscode';
import { drrActions } from './drrActions';

export async function convertDrrToPdll(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'tablegen') {
    void vscode.window.showWarningMessage('PDLL: Convert DRR to PDLL works on a TableGen (.td) file with DRR patterns.');
    return;
  }
  const found = (await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider',
    editor.document.uri, editor.selection, vscode.CodeActionKind.RefactorRewrite.value)) ?? [];
  const actions = drrActions(found);
  if (actions.length === 0) {
    void vscode.window.showWarningMessage('PDLL: no DRR patterns to convert here (the file has none, or it has errors).');
    return;
  }
  let action = actions[0];
  if (actions.length > 1) {
    const picked = await vscode.window.showQuickPick(actions.map((a) => a.title), { placeHolder: 'Convert to PDLL' });
    if (!picked) return;
    action = actions.find((a) => a.title === picked) ?? action;
  }
  if (action.edit) await vscode.workspace.applyEdit(action.edit);
  let target: unknown;
  if (action.command) target = await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
  const uri = typeof target === 'string' ? vscode.Uri.parse(target)
    : editor.document.uri.with({ path: editor.document.uri.path.replace(/\.[^./]*$/, '') + '.pdll' });
  const doc = await vscode.workspace.openTextDocument(uri);
  if (doc.isDirty) await doc.save();
  await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: false });
}
