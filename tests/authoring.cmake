# docs/authoring.md: every complete script on the page loads and plays, and every error example
# fails with the message the page shows.
kharbaga_test(test_authoring SOURCES unit/test_authoring.c support/textfile.c LIBS kharbaga::host LABELS unit)
