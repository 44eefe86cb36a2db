# Documentation written by the program: docs/games/<game>.md equals `kharbaga rules <game>`, and
# each diagram it links to equals what the `kharbaga render` command under the image writes.
kharbaga_test(test_game_docs SOURCES cli/test_game_docs.c support/cli.c support/program.c support/run.c support/textfile.c LABELS cli)
add_dependencies(test_game_docs kharbaga)

# cmake --build build --target game-docs: rewrites docs/games/<game>.md for every game, and the
# SVG diagrams in docs/games/img/ that the pages link to (with the commands written under them).
add_custom_target(game-docs
  COMMAND ${CMAKE_COMMAND} -DKHARBAGA=$<TARGET_FILE:kharbaga> -DSOURCE_DIR=${PROJECT_SOURCE_DIR}
          -P ${CMAKE_CURRENT_SOURCE_DIR}/support/game_docs.cmake
  DEPENDS kharbaga
  COMMENT "Writing docs/games/<game>.md with kharbaga rules, and their diagrams with kharbaga render")

# Every file the README, the docs or a source comment names exists (label unit).
kharbaga_test(test_doc_paths SOURCES unit/test_doc_paths.c LABELS unit)

# No file of the repository refers to a file outside it (a path beside or above the repository,
# or notes it does not hold), and every docs/<page>.md#<anchor> names a heading of that page.
kharbaga_test(test_self_contained SOURCES unit/test_self_contained.c LABELS unit)

# docs/api.md's table of parameters and table of verbs equal what the command table and the table
# of options put on the API (label unit).
kharbaga_test(test_api_params_doc SOURCES unit/test_api_params_doc.c support/textfile.c LIBS kharbaga::cmd
  LABELS unit)

# What the words say of each rule option, the table behind the rules pages (lua/words/
# option_words.c): an entry for every option, sentences for values it has, places and ranks
# each one option's (label unit).
kharbaga_test(test_option_words SOURCES unit/test_option_words.c LIBS kharbaga::words LABELS unit)

# No code of core/ or lua/ decides from the text of one of the program's messages (docs/design/
# errors.md): every C file is read for the ways a message was once read (label unit).
kharbaga_test(test_errors_as_data SOURCES unit/test_errors_as_data.c support/textfile.c LABELS unit)
