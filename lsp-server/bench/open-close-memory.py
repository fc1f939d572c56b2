#!/usr/bin/env python3
"""The server's heap after documents are closed (python3 stdlib and the JDK's jcmd).

Starts pdll-lsp (a jar, run with `java -XX:+UseSerialGC -XX:MarkSweepDeadRatio=0 -jar JAR`), opens
FILE under one URI and measures the live heap after a full GC (`jcmd PID GC.run`, then the used sizes of
`GC.heap_info` without Metaspace). Then opens the same text under N other URIs (waiting for each
one's diagnostics), measures, closes them, waits, measures, and does it once more with N new
URIs. Closing must give the memory back: the last two figures should be close to the first.

    python3 lsp-server/bench/open-close-memory.py lsp-server/target/pdll-lsp.jar w200.pdll [N]

FILE is e.g. `gen-pdll-workload.py -n 200 --seed 1 -o w200.pdll` (shared/tools); the server
gets `--pdll-extra-dir=/usr/lib/llvm-22/include`. Prints one JSON line (kilobytes).
"""
import json
import os
import re
import subprocess
import sys
import threading
import time

jar, path = sys.argv[1], sys.argv[2]
n = int(sys.argv[3]) if len(sys.argv) > 3 else 50
text = open(path).read()
base = 'file://' + os.path.abspath(os.path.dirname(path))
# MarkSweepDeadRatio=0: the serial collector may otherwise leave dead space in place as int[]
# fillers that count as used (13 MB of them after 50 closes in one run, referenced by nothing).
proc = subprocess.Popen(['java', '-XX:+UseSerialGC', '-XX:MarkSweepDeadRatio=0', '-jar', jar,
                         '--pdll-extra-dir=/usr/lib/llvm-22/include'],
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
published = {}
cond = threading.Condition()


def read():
    f = proc.stdout
    while True:
        line = f.readline()
        if not line:
            return
        if line.lower().startswith(b'content-length:'):
            size = int(line.split(b':')[1])
            while f.readline().strip():
                pass
            msg = json.loads(f.read(size))
            if msg.get('method') == 'textDocument/publishDiagnostics':
                with cond:
                    uri = msg['params']['uri']
                    published[uri] = published.get(uri, 0) + 1
                    cond.notify_all()


threading.Thread(target=read, daemon=True).start()
next_id = [0]


def send(method, params, request=False):
    msg = {'jsonrpc': '2.0', 'method': method, 'params': params}
    if request:
        next_id[0] += 1
        msg['id'] = next_id[0]
    body = json.dumps(msg).encode()
    proc.stdin.write(b'Content-Length: %d\r\n\r\n' % len(body) + body)
    proc.stdin.flush()


def open_and_wait(uri):
    send('textDocument/didOpen', {'textDocument': {'uri': uri, 'languageId': 'pdll', 'version': 1, 'text': text}})
    with cond:
        end = time.time() + 120
        while not published.get(uri) and time.time() < end:
            cond.wait(1)


def heap_kb():
    subprocess.run(['jcmd', str(proc.pid), 'GC.run'], capture_output=True)
    info = subprocess.run(['jcmd', str(proc.pid), 'GC.heap_info'], capture_output=True, text=True).stdout
    return sum(int(k) for k in re.findall(r'used (\d+)K', info.split('Metaspace')[0]))


def open_close(first):
    uris = ['%s/bench-doc%d.pdll' % (base, i) for i in range(first, first + n)]
    for u in uris:
        open_and_wait(u)
    time.sleep(2)
    opened = heap_kb()
    for u in uris:
        send('textDocument/didClose', {'textDocument': {'uri': u}})
    time.sleep(4)
    return opened, heap_kb()


send('initialize', {'processId': None, 'rootUri': base, 'capabilities': {}}, True)
time.sleep(1)
send('initialized', {})
open_and_wait(base + '/bench-main.pdll')
time.sleep(2)
one = heap_kb()
opened, closed = open_close(0)
_, closed_again = open_close(n)
print(json.dumps({'documents': n, 'one_open_kb': one, 'n_more_open_kb': opened, 'after_closing_kb': closed,
                  'after_closing_2n_kb': closed_again, 'after_closing_ratio': round(closed / one, 3),
                  'after_closing_2n_ratio': round(closed_again / one, 3)}))
send('shutdown', None, True)
time.sleep(0.5)
send('exit', None)
proc.wait(10)
