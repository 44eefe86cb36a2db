# The program's options from the outside (test_cli_options): the exact message and status of
# every kind of bad option use, and the help that lists them.
kharbaga_test(test_cli_options SOURCES test_cli_options.c support/run.c LABELS cli)

# It runs the built program: make sure it is built first.
add_dependencies(test_cli_options kharbaga)
