-- Headless Neovim (>= 0.7.2) with the documented config (docs/editors/neovim.lua, loaded by
-- `-u` before this script) drives pdll-lsp through its built-in LSP client (NeovimIT).
-- Adapted from ../shared/tools/clients/nvim_lsp_probe.lua: each request has its own position.
-- The config, not this script, registers the filetype and starts the server; this script opens
-- the file, reports the filetype Neovim gave it and waits for the config's client.
-- Environment: LSP_FILE (absolute path), LSP_TIMEOUT_MS,
--   LSP_HOVER / LSP_COMPLETION / LSP_DEFINITION as "line:col" (0-based, UTF-16);
--   optionally LSP_TRIGGER (completion trigger, default '.'), so that NeovimTdIT drives a .td
--   document with the same script; LSP_WORKSPACE_SYMBOL, a workspace/symbol query sent last when set.
-- Prints one JSON object per line, prefixed "RESULT ", and exits 0 (1 when a step failed).
local out = io.stdout
local function emit(kind, value)
  out:write('RESULT ', vim.fn.json_encode({ kind = kind, value = value }), '\n')
  out:flush()
end
local function fail(msg)
  emit('error', msg)
  vim.cmd('cquit 1')
end

local file = os.getenv('LSP_FILE') or fail('LSP_FILE not set')
local timeout = tonumber(os.getenv('LSP_TIMEOUT_MS') or '20000')
local function at(name)
  local v = os.getenv(name) or fail(name .. ' not set')
  local l, c = v:match('^(%d+):(%d+)$')
  return { line = tonumber(l), character = tonumber(c) }
end

local trigger = os.getenv('LSP_TRIGGER') or '.'
local diagnostics_seen = nil
local orig = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  diagnostics_seen = result
  return orig(err, result, ctx, config)
end

vim.cmd('edit ' .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()
emit('filetype', vim.bo[bufnr].filetype)
local client
local ok = vim.wait(timeout, function()
  for _, c in pairs(vim.lsp.buf_get_clients(bufnr)) do
    if c.initialized then client = c end
  end
  return client ~= nil
end, 50)
if not ok then fail('no language server attached and initialized within ' .. timeout .. ' ms') end
emit('client', { name = client.name, root_dir = client.config.root_dir })
local client_id = client.id

vim.wait(timeout, function() return diagnostics_seen ~= nil end, 50)
emit('diagnostics', diagnostics_seen or vim.NIL)

local function request(method, position, extra)
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = position }
  for k, v in pairs(extra or {}) do params[k] = v end
  local responses, err = vim.lsp.buf_request_sync(bufnr, method, params, timeout)
  if not responses then
    emit(method, { error = err or 'timeout' })
    return
  end
  for _, r in pairs(responses) do emit(method, r.result or r.err or vim.NIL) end
end

request('textDocument/hover', at('LSP_HOVER'))
request('textDocument/completion', at('LSP_COMPLETION'), { context = { triggerKind = 2, triggerCharacter = trigger } })
request('textDocument/definition', at('LSP_DEFINITION'))
local query = os.getenv('LSP_WORKSPACE_SYMBOL')
if query then
  local responses, err = vim.lsp.buf_request_sync(bufnr, 'workspace/symbol', { query = query }, timeout)
  if not responses then emit('workspace/symbol', { error = err or 'timeout' }) else
    for _, r in pairs(responses) do emit('workspace/symbol', r.result or r.err or vim.NIL) end
  end
end

client.stop()
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
emit('done', true)
vim.cmd('qall!')
