// wasi-libc's assertion handler, replaced in every module scripts/build-wasm.sh links: the only
// assertion left in what the engine uses is in libc's arc4random_buf (which seeds Swift's
// hashing), and libc's own handler prints its message with fprintf, which brought printf's
// whole formatting machinery and stdio into each module (about 15 KB) for a message no page
// shows. A failed assertion traps here instead, as the handler would after printing.

_Noreturn void __assert_fail(const char *expression, const char *file, int line,
                             const char *function) {
  (void)expression;
  (void)file;
  (void)line;
  (void)function;
  __builtin_trap();
}
