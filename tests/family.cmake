# docs/family.md, the family side by side, equals `kharbaga family`.
kharbaga_test(test_family_doc SOURCES cli/test_family_doc.c support/cli.c support/program.c support/run.c support/textfile.c LABELS cli)
add_dependencies(test_family_doc kharbaga)

# cmake --build build --target family-docs: rewrites docs/family.md.
add_custom_target(family-docs
  COMMAND sh -c "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants $<TARGET_FILE:kharbaga> family > ${PROJECT_SOURCE_DIR}/docs/family.md"
  DEPENDS kharbaga
  COMMENT "Writing docs/family.md with kharbaga family"
  VERBATIM)

# Whoever rewrites the game pages after changing a script rewrites the family page too.
if(TARGET game-docs)
  add_dependencies(game-docs family-docs)
endif()
