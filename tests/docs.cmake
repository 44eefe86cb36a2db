# Documentation written by the program: docs/games/<game>.md equals `kharbaga rules <game>`.
kharbaga_test(test_game_docs SOURCES test_game_docs.c support/run.c LABELS cli)
add_dependencies(test_game_docs kharbaga)

# cmake --build build --target game-docs: rewrites docs/games/<game>.md for every game.
add_custom_target(game-docs
  COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_SOURCE_DIR}/docs/games
  COMMAND sh -c "for f in ${PROJECT_SOURCE_DIR}/variants/*.lua; do g=$(basename $f .lua); KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants $<TARGET_FILE:kharbaga> rules $g > ${PROJECT_SOURCE_DIR}/docs/games/$g.md || exit 1; done"
  DEPENDS kharbaga
  COMMENT "Writing docs/games/<game>.md with kharbaga rules")
