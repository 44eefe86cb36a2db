# The Lua sandbox: allow-listed globals, text-only loading, instruction budget (with the charged
# library functions of sandbox_cost.c), memory cap; the sandbox*.c files of lua/host.
# core/err.c quotes the scripts' text in the sandbox's messages (in the reader's language: core/i18n.c).
kharbaga_test(test_sandbox SOURCES unit/test_sandbox.c ${PROJECT_SOURCE_DIR}/lua/host/sandbox.c
  ${PROJECT_SOURCE_DIR}/lua/host/sandbox_budget.c ${PROJECT_SOURCE_DIR}/lua/host/sandbox_timer.c
  ${PROJECT_SOURCE_DIR}/lua/host/sandbox_env.c
  ${PROJECT_SOURCE_DIR}/lua/host/sandbox_lib.c ${PROJECT_SOURCE_DIR}/lua/host/sandbox_cost.c
  ${PROJECT_SOURCE_DIR}/lua/host/sandbox_pattern.c ${PROJECT_SOURCE_DIR}/core/err.c ${PROJECT_SOURCE_DIR}/core/i18n.c LIBS PkgConfig::LUA m
  LABELS unit)
target_include_directories(test_sandbox PRIVATE ${PROJECT_SOURCE_DIR}/lua/host ${PROJECT_SOURCE_DIR}/core)

# The tick that installs the count hook in long calls only (lua/host/sandbox_timer.c), on
# several threads at once.
kharbaga_test(test_sandbox_timer SOURCES unit/test_sandbox_timer.c ${PROJECT_SOURCE_DIR}/lua/host/sandbox.c
  ${PROJECT_SOURCE_DIR}/lua/host/sandbox_budget.c ${PROJECT_SOURCE_DIR}/lua/host/sandbox_timer.c
  ${PROJECT_SOURCE_DIR}/lua/host/sandbox_env.c
  ${PROJECT_SOURCE_DIR}/lua/host/sandbox_lib.c ${PROJECT_SOURCE_DIR}/lua/host/sandbox_cost.c
  ${PROJECT_SOURCE_DIR}/lua/host/sandbox_pattern.c ${PROJECT_SOURCE_DIR}/core/err.c ${PROJECT_SOURCE_DIR}/core/i18n.c LIBS PkgConfig::LUA m
  LABELS "unit;threads")
target_include_directories(test_sandbox_timer PRIVATE ${PROJECT_SOURCE_DIR}/lua/host ${PROJECT_SOURCE_DIR}/core)
