---@brief
---
--- https://github.com/pdll-tooling/pdll-tools
---
--- Language server for MLIR's PDLL pattern language and TableGen, in Java (compatible with the flags of
--- `mlir-pdll-lsp-server` and `tblgen-lsp-server`). Install it with mason (`:MasonInstall pdll-lsp`) or
--- unpack the release archive and put its `bin/` on PATH:
--- https://github.com/pdll-tooling/pdll-tools/releases/download/v0.1.0/pdll-tools-0.1.0-linux-x86_64.tar.gz
--- (it carries its own Java runtime).
---
--- Neovim before 0.10 does not know `.pdll` files; register the filetype:
--- ```lua
--- vim.filetype.add({ extension = { pdll = 'pdll' } })
--- ```
--- MLIR's `.td` files are found from the MLIR install; pass `--pdll-extra-dir` or a compilation database
--- (`--pdll-compilation-database`, `--tablegen-compilation-database`) in `cmd` for a build tree.

---@type vim.lsp.Config
return {
  cmd = { 'pdll-lsp' },
  filetypes = { 'pdll', 'tablegen' },
  root_markers = { 'pdll_compile_commands.yml', 'tablegen_compile_commands.yml', '.git' },
}
