;;; eglot_probe.el --- EmacsIT: the documented config (loaded before this file) in batch Emacs  -*- lexical-binding: t; -*-
;; Adapted from ../shared/tools/clients/eglot_lsp_probe.el.  The config, not this file, picks the
;; major mode and starts the server (eglot-ensure); this file opens LSP_FILE, runs the
;; post-command hook that eglot-ensure waits for (batch Emacs runs no commands), and waits up to
;; LSP_TIMEOUT_MS for flymake's diagnostics from the server.  Prints "RESULT {json}" lines;
;; exits 0, or 1 after a RESULT of kind "error".
(require 'json)
(require 'flymake)

(defun probe-emit (kind value)
  (princ (format "RESULT %s\n" (json-encode (list (cons 'kind kind) (cons 'value value))))))

(defun probe-fail (msg)
  (probe-emit "error" msg)
  (kill-emacs 1))

(let* ((file (or (getenv "LSP_FILE") (probe-fail "LSP_FILE not set")))
       (timeout (/ (string-to-number (or (getenv "LSP_TIMEOUT_MS") "30000")) 1000.0))
       (deadline (+ (float-time) timeout)))
  (setq eglot-sync-connect t eglot-autoreconnect nil)
  (find-file file)
  (probe-emit "mode" (symbol-name major-mode))
  (run-hooks 'post-command-hook)
  (while (and (not (eglot-current-server)) (< (float-time) deadline))
    (accept-process-output nil 0.05)
    (run-hooks 'post-command-hook))
  (let ((server (or (eglot-current-server) (probe-fail "no eglot server for the buffer"))))
    (probe-emit "server" (car (process-command (jsonrpc--process server))))
    (probe-emit "flymake" (if (bound-and-true-p flymake-mode) t :json-false))
    (while (and (null (flymake-diagnostics)) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (probe-emit "diagnostics"
                (vconcat (mapcar (lambda (d)
                                   (list (cons 'line (line-number-at-pos (flymake-diagnostic-beg d)))
                                         (cons 'type (symbol-name (flymake-diagnostic-type d)))
                                         (cons 'text (flymake-diagnostic-text d))))
                                 (flymake-diagnostics))))
    (eglot-shutdown server)
    (probe-emit "done" t)))
(kill-emacs 0)
