;;; pdll-lsp with eglot: PDLL (.pdll) and TableGen (.td) documents, one server.  -*- lexical-binding: t; -*-
;;
;; eglot is built into Emacs 29 and later; on Emacs 26.3-28 install it (M-x package-install RET
;; eglot, or on Debian 12: apt-get install elpa-eglot).  Put this file in your load-path and
;; (require 'pdll-eglot) it, or paste it into your init file.
;; The server is `pdll-lsp' on PATH; to use another, set the environment variable PDLL_LSP to
;; its path, or set `pdll-lsp-program' before this file is loaded.
;; lsp-server's EmacsIT runs this very file (with PDLL_LSP set) on Emacs 28 with Debian's eglot 1.9.
;;
;; Without include flags the server finds an installed MLIR's .td files as pdllc does.  Settings
;; (docs/language-server.md) go into `eglot-workspace-configuration', e.g.
;;   (setq-default eglot-workspace-configuration '(:pdll (:extraDirs ["/my/includes"])))

(require 'eglot)

(defvar pdll-lsp-program (or (getenv "PDLL_LSP") "pdll-lsp")
  "The language server for .pdll and .td documents.")

(defvar pdll-mode-syntax-table
  (let ((st (make-syntax-table)))
    (modify-syntax-entry ?/ ". 12" st)   ; // line comments
    (modify-syntax-entry ?\n ">" st)
    (modify-syntax-entry ?_ "_" st)
    st))

(defvar pdll-font-lock-keywords
  `((,(regexp-opt '("Pattern" "Constraint" "Rewrite" "let" "op" "attr" "type" "erase" "replace"
                    "with" "rewrite" "return" "not" "benefit" "recursion")
                  'symbols)
     . font-lock-keyword-face)
    (,(regexp-opt '("Attr" "Op" "Type" "TypeRange" "Value" "ValueRange") 'symbols) . font-lock-type-face)))

(define-derived-mode pdll-mode prog-mode "PDLL"
  "Major mode for MLIR's PDLL pattern files."
  (setq-local comment-start "// ")
  (setq-local font-lock-defaults '(pdll-font-lock-keywords)))
(add-to-list 'auto-mode-alist '("\\.pdll\\'" . pdll-mode))

;; LLVM ships a fuller tablegen-mode (llvm/utils/emacs/tablegen-mode.el); keep it when it is there.
(unless (fboundp 'tablegen-mode)
  (define-derived-mode tablegen-mode prog-mode "TableGen"
    "Major mode for TableGen (.td) files."
    :syntax-table pdll-mode-syntax-table
    (setq-local comment-start "// ")))
(add-to-list 'auto-mode-alist '("\\.td\\'" . tablegen-mode))

;; The same server serves both; eglot names the languages "pdll" and "tablegen" after the modes.
(add-to-list 'eglot-server-programs `((pdll-mode tablegen-mode) . (,pdll-lsp-program)))
(add-hook 'pdll-mode-hook #'eglot-ensure)
(add-hook 'tablegen-mode-hook #'eglot-ensure)

(provide 'pdll-eglot)
;;; emacs.el ends here
