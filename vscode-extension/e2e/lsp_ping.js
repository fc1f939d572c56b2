// Exit 0 when the command (argv) answers an LSP `initialize` request over stdio within 60 s.
// run.sh uses it to tell "the server jar is not ready" (skip) from a test failure.
'use strict';
const { spawn } = require('child_process');
const child = spawn(process.argv[2], process.argv.slice(3), { stdio: ['pipe', 'pipe', 'inherit'] });
const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: process.pid, rootUri: null, capabilities: {} } });
child.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
let out = '';
const timer = setTimeout(() => { child.kill(); console.log('no answer in 60 s'); process.exit(1); }, 60000);
child.stdout.on('data', (d) => {
  out += d;
  if (/"id"\s*:\s*1/.test(out) && /"capabilities"/.test(out)) {
    clearTimeout(timer);
    console.log('initialize answered');
    child.kill();
    process.exit(0);
  }
});
child.on('exit', (code) => { clearTimeout(timer); console.log(`server exited (${code}) without answering`); process.exit(1); });
