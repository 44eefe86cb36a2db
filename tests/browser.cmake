# The page of `kharbaga serve` (lua/serve/page/): its pure modules under Node (test_page_logic,
# skipped with 77 where Node is missing; docs/browser.md).
set(page_test_run ${CMAKE_CURRENT_SOURCE_DIR}/browser/run.sh)
add_test(NAME test_page_logic
  COMMAND sh ${page_test_run} $<TARGET_FILE:kharbaga> ${CMAKE_BINARY_DIR}/browser logic_test.mjs)
set_tests_properties(test_page_logic PROPERTIES LABELS unit SKIP_RETURN_CODE 77 TIMEOUT 60)
