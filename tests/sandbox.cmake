# The Lua sandbox: allow-listed globals, text-only loading, instruction budget, memory cap.
kharbaga_test(test_sandbox SOURCES test_sandbox.c ${PROJECT_SOURCE_DIR}/lua/sandbox.c LIBS PkgConfig::LUA LABELS unit)
target_include_directories(test_sandbox PRIVATE ${PROJECT_SOURCE_DIR}/lua)
