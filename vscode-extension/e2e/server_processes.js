// What the e2e test sees of the language servers outside the browser: the processes code-server
// started (from /proc) and the "PDLL Language Server" output channel (VS Code writes a log
// output channel to a file under the user data dir's logs/).
'use strict';
const fs = require('fs');
const path = require('path');

/**
 * The processes under `rootPid` (code-server) running our server jar or `serverPath`, each with its
 * argv and working directory (the extension starts a workspace folder's server in that folder; a
 * server for files outside every folder, such as an opened ArithOps.td, elsewhere). Other programs
 * on the machine may run pdll-lsp.jar too (other test runs): only this code-server's descendants count.
 */
function serverProcesses(rootPid, serverPath) {
  const parent = new Map();
  const argv = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      // fields after the parenthesised command name: state, ppid, ...
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      argv.set(Number(d), fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').filter(Boolean));
    } catch {
      // exited meanwhile
    }
  }
  const under = (pid) => {
    for (let p = pid, hops = 0; p !== undefined && p > 1 && hops < 64; p = parent.get(p), hops++) if (p === rootPid) return true;
    return false;
  };
  const isServer = (a) => a.some((x) => x.endsWith('/pdll-lsp.jar')) || (serverPath !== undefined && a[0] === serverPath);
  return [...argv].filter(([pid, a]) => pid !== rootPid && isServer(a) && under(pid)).map(([pid, a]) => ({ pid, ppid: parent.get(pid), argv: a, cwd: cwdOf(pid) }));
}

function cwdOf(pid) {
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

/** The text of the "PDLL Language Server" output channel so far ('' before it has a file). */
function serverOutput(logsDir) {
  const found = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('PDLL Language Server.log')) found.push(p);
    }
  };
  if (fs.existsSync(logsDir)) walk(logsDir);
  return found.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}

module.exports = { serverProcesses, serverOutput };
