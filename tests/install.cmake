# The program's documents for the shell: its manual page (`kharbaga help --man`) and the shells'
# completion scripts (`kharbaga completion bash|zsh`), made from the tables of commands and options,
# which test_manual and test_completion link to check them against.
kharbaga_test(test_manual SOURCES cli/test_manual.c support/cli.c support/run.c support/textfile.c
  LIBS kharbaga::cmd LABELS cli)
kharbaga_test(test_completion SOURCES cli/test_completion.c support/cli.c support/run.c support/textfile.c
  LIBS kharbaga::cmd LABELS cli)
add_dependencies(test_manual kharbaga)
add_dependencies(test_completion kharbaga)
