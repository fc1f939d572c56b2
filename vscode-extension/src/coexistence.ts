/**
 * Living next to MLIR's own extension (vscode-mlir), which also claims `.pdll` and `.td`: which
 * extension's server serves each language, so that no document gets two servers. Plain logic
 * (no vscode import) so that it is unit-tested; extension.ts gathers the inputs.
 *
 * The rule: `pdll.pdll.enable` / `pdll.tablegen.enable` set by the user (any scope) decide. Left
 * unset, this extension serves the language unless vscode-mlir is installed and its own
 * `mlir.pdll_enable` / `mlir.tablegen_enable` is not false: then vscode-mlir keeps it, as a user
 * who installed MLIR's extension for that language expects. An explicit `true` on our side while
 * vscode-mlir's switch is on would start two servers: that is reported, with the setting to change.
 */
export const MLIR_EXTENSION_ID = 'llvm-vs-code-extensions.vscode-mlir';

export type Language = 'pdll' | 'tablegen';
export const LANGUAGES: readonly Language[] = ['pdll', 'tablegen'];

/** Our switch and MLIR's per language. */
export const OUR_SWITCH: Record<Language, string> = { pdll: 'pdll.pdll.enable', tablegen: 'pdll.tablegen.enable' };
export const MLIR_SWITCH: Record<Language, string> = { pdll: 'mlir.pdll_enable', tablegen: 'mlir.tablegen_enable' };

export interface SwitchInputs {
  /** our pdll.<language>.enable as the user set it; undefined when set nowhere */
  ours: boolean | undefined;
  mlirInstalled: boolean;
  /** vscode-mlir's mlir.<language>_enable; undefined when it has none (it serves the language then) */
  mlirEnabled: boolean | undefined;
}

export interface Decision {
  /** whether our client claims the language */
  serve: boolean;
  servedBy: 'pdll' | 'vscode-mlir' | 'nobody';
  /** both extensions serve it (the user turned ours on explicitly and MLIR's is on) */
  twoServers: boolean;
  /** one sentence for the output channel and the status bar's tooltip */
  why: string;
}

export function decide(language: Language, s: SwitchInputs): Decision {
  const mlirServes = s.mlirInstalled && s.mlirEnabled !== false;
  const ours = OUR_SWITCH[language];
  const mlir = MLIR_SWITCH[language];
  if (s.ours === false) {
    return {
      serve: false, servedBy: mlirServes ? 'vscode-mlir' : 'nobody', twoServers: false,
      why: `"${ours}" is off` + (mlirServes ? `; the MLIR extension (vscode-mlir) serves ${language}.` : '; no server.'),
    };
  }
  if (s.ours === true) {
    return {
      serve: true, servedBy: 'pdll', twoServers: mlirServes,
      why: mlirServes
        ? `"${ours}" is on and so is the MLIR extension's "${mlir}": both start a server for ${language} documents; turn one off.`
        : `"${ours}" is on.`,
    };
  }
  if (mlirServes) {
    return {
      serve: false, servedBy: 'vscode-mlir', twoServers: false,
      why: `the MLIR extension (vscode-mlir) is installed and serves ${language} ("${mlir}" is not false); set "${ours}" to true to use this extension's server instead (and "${mlir}" to false).`,
    };
  }
  return { serve: true, servedBy: 'pdll', twoServers: false, why: 'the default.' };
}

/** The languages our client claims. */
export interface Served {
  pdll: boolean;
  tablegen: boolean;
}

export const SERVE_ALL: Served = { pdll: true, tablegen: true };

/** A setting's value as the user set it: the most specific scope that has one, else undefined. */
export function explicitValue<T>(inspected: { globalValue?: T; workspaceValue?: T; workspaceFolderValue?: T } | undefined): T | undefined {
  if (!inspected) return undefined;
  return inspected.workspaceFolderValue ?? inspected.workspaceValue ?? inspected.globalValue;
}
