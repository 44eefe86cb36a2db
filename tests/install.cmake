# The program as installed: its manual page (`kharbaga help --man`) and the shells' completion
# scripts (`kharbaga completion bash|zsh`), made from the tables of commands and options, which
# test_manual and test_completion link to check them against; and `cmake --install` of this build
# into a temporary prefix, whose program reads the games installed beside it (test_install).
kharbaga_test(test_manual SOURCES cli/test_manual.c support/cli.c support/program.c support/run.c support/textfile.c
  LIBS kharbaga::cmd LABELS cli)
kharbaga_test(test_completion SOURCES cli/test_completion.c support/cli.c support/program.c support/run.c support/textfile.c
  LIBS kharbaga::cmd LABELS cli)
kharbaga_test(test_install SOURCES cli/test_install.c support/cli.c support/program.c support/run.c LABELS cli)
target_compile_definitions(test_install PRIVATE KHARBAGA_CMAKE="${CMAKE_COMMAND}"
  KHARBAGA_BUILD_DIR="${PROJECT_BINARY_DIR}")
add_dependencies(test_manual kharbaga)
add_dependencies(test_completion kharbaga)
add_dependencies(test_install kharbaga)
