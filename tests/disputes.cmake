# The gallery of rule disputes: each tests/data/disputes/<name>.dispute runs its command through the
# program and compares the output; docs/disputes.md must be what the entries make.
set(DISPUTES_DIR ${CMAKE_CURRENT_SOURCE_DIR}/data/disputes)
set(DISPUTES_DOC ${PROJECT_SOURCE_DIR}/docs/disputes.md)
kharbaga_test(test_disputes SOURCES cli/test_disputes.c support/run.c support/textfile.c ${PROJECT_SOURCE_DIR}/lua/serve/dispute_entry.c
  LABELS cli ARGS ${DISPUTES_DIR} ${DISPUTES_DOC})
target_include_directories(test_disputes PRIVATE ${PROJECT_SOURCE_DIR}/lua/serve)
add_dependencies(test_disputes kharbaga)

# cmake --build build --target dispute-docs: rewrites docs/disputes.md from the entries.
add_custom_target(dispute-docs
  COMMAND test_disputes ${DISPUTES_DIR} ${DISPUTES_DOC} --write
  DEPENDS test_disputes
  COMMENT "Writing docs/disputes.md from tests/data/disputes/*.dispute")

# cmake --build build --target dispute-outputs: rewrites each entry's output from the program
# (review the difference before keeping it).
add_custom_target(dispute-outputs
  COMMAND ${CMAKE_COMMAND} -E env KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants
          $<TARGET_FILE:test_disputes> ${DISPUTES_DIR} ${DISPUTES_DOC} --update
  DEPENDS test_disputes kharbaga
  COMMENT "Rewriting the outputs of tests/data/disputes/*.dispute")

# The build step that makes the page's gallery (lua/serve/dispute_gallery.c): every entry as API
# parameters, and an entry the API cannot express refused with a line naming it.
kharbaga_test(test_dispute_gallery SOURCES cli/test_dispute_gallery.c support/cli.c support/program.c support/run.c support/textfile.c
  LABELS cli ARGS $<TARGET_FILE:dispute_gallery>)
