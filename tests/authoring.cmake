# docs/authoring.md: every complete script on the page loads and plays, and every error example
# fails with the message the page shows.
kharbaga_test(test_authoring SOURCES unit/test_authoring.c support/textfile.c support/run.c LIBS kharbaga::host
  LABELS unit)
add_dependencies(test_authoring kharbaga) # each working example also passes `kharbaga check`

# A script given as text (the server's workshop) loads as the same script in a file would.
kharbaga_test(test_loader_text SOURCES unit/test_loader_text.c LIBS kharbaga::host LABELS unit)
