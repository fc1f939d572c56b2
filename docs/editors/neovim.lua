-- pdll-lsp in Neovim 0.7 and later: PDLL (.pdll) and TableGen (.td) documents, one server.
--
-- Use it as is: copy this file to ~/.config/nvim/plugin/pdll.lua (or paste it into init.lua).
-- The server is `pdll-lsp` on PATH; to use another, set the environment variable PDLL_LSP to
-- its path (e.g. /path/to/pdll-tools/bin/pdll-lsp), or edit the `cmd` line below.
-- lsp-server's NeovimIT and NeovimTdIT run this very file (with PDLL_LSP set), on Neovim 0.7.
--
-- Without include flags the server finds an installed MLIR's .td files as pdllc does
-- (MLIR_INCLUDE_DIR, the install of mlir-tblgen/llvm-config on PATH, /usr/lib/llvm-N/include).
-- Settings (docs/language-server.md) go into `init_options`, e.g.
--   init_options = { pdll = { extraDirs = { '/my/includes' }, mlirIncludeRoot = '/my/llvm/include' } }
local cmd = { vim.env.PDLL_LSP or 'pdll-lsp' }
local init_options = {}

-- Filetypes: Neovim knows neither (0.7 calls a .pdll file `conf`). vim.filetype.add is in 0.7,
-- but 0.7 only reads it when g:do_filetype_lua is set; the autocommands cover 0.7.
if vim.filetype and vim.filetype.add then
  vim.filetype.add({ extension = { pdll = 'pdll', td = 'tablegen' } })
end
if vim.fn.has('nvim-0.8') == 0 then
  local group = vim.api.nvim_create_augroup('pdll_filetype', { clear = true })
  -- `set filetype`, not `setfiletype`: filetype.vim may have called the file `conf` already
  vim.api.nvim_create_autocmd({ 'BufNewFile', 'BufRead' }, { group = group, pattern = '*.pdll', command = 'set filetype=pdll' })
  vim.api.nvim_create_autocmd({ 'BufNewFile', 'BufRead' }, { group = group, pattern = '*.td', command = 'set filetype=tablegen' })
end

-- The project root: the nearest directory above the file holding .git, else the file's directory.
local function root_of(bufnr)
  local dir = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(bufnr), ':p:h')
  for _, found in ipairs({ vim.fn.finddir('.git', dir .. ';'), vim.fn.findfile('.git', dir .. ';') }) do
    if found ~= '' then return vim.fn.fnamemodify(vim.fn.fnamemodify(found, ':p'):gsub('/$', ''), ':h') end
  end
  return dir
end

local clients = {} -- Neovim 0.7: the client of each root (0.8+'s vim.lsp.start reuses by itself)
local function attach(bufnr)
  if vim.api.nvim_buf_get_name(bufnr) == '' then return end
  local root = root_of(bufnr)
  local config = { name = 'pdll-lsp', cmd = cmd, root_dir = root, init_options = init_options }
  if vim.lsp.start then
    vim.lsp.start(config) -- attaches the current buffer, the one the FileType event is for
    return
  end
  local id = clients[root]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(config)
    clients[root] = id
  end
  if id then vim.lsp.buf_attach_client(bufnr, id) end
end

vim.api.nvim_create_autocmd('FileType', {
  group = vim.api.nvim_create_augroup('pdll_lsp', { clear = true }),
  pattern = { 'pdll', 'tablegen' },
  callback = function(args) attach(args.buf) end,
})
