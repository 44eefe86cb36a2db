# The page of `kharbaga serve` (lua/serve/page/, docs/browser.md): its pure modules under Node
# (test_page_logic, skipped with 77 where Node is missing).
set(page_test_run ${CMAKE_CURRENT_SOURCE_DIR}/browser/run.sh)
add_test(NAME test_page_logic
  COMMAND sh ${page_test_run} $<TARGET_FILE:kharbaga> ${CMAKE_BINARY_DIR}/browser logic_test.mjs)
set_tests_properties(test_page_logic PROPERTIES LABELS unit SKIP_RETURN_CODE 77 TIMEOUT 60)
# The end-to-end test: `kharbaga serve` on a free port, the page in Debian's Chromium driven by
# puppeteer-core (label browser): skipped (77) without Node, Chromium or tests/browser/node_modules
# (npm ci), unless KHARBAGA_REQUIRE_BROWSER=1, as in CI. Screenshots in build/browser/.
add_test(NAME test_browser_page
  COMMAND sh ${page_test_run} $<TARGET_FILE:kharbaga> ${CMAKE_BINARY_DIR}/browser)
set_tests_properties(test_browser_page PROPERTIES LABELS browser SKIP_RETURN_CODE 77 TIMEOUT 900
  ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants;XDG_STATE_HOME=${CMAKE_CURRENT_BINARY_DIR}/state")
# "Why not?" on the board and the rules and family views (rules_test.mjs; screenshots whynot.png,
# rules.png, family.png, rules-phone.png).
add_test(NAME test_browser_rules
  COMMAND sh ${page_test_run} $<TARGET_FILE:kharbaga> ${CMAKE_BINARY_DIR}/browser rules_test.mjs)
set_tests_properties(test_browser_rules PROPERTIES LABELS browser SKIP_RETURN_CODE 77 TIMEOUT 900
  ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants;XDG_STATE_HOME=${CMAKE_CURRENT_BINARY_DIR}/state")
# The lessons view (tests/browser/learn_test.mjs): lessons completed by clicks, wrong moves' feedback
# as the API gives it, progress kept in the browser, every game's first lesson, learn.png and
# learn-phone.png.
add_test(NAME test_browser_learn
  COMMAND sh ${page_test_run} $<TARGET_FILE:kharbaga> ${CMAKE_BINARY_DIR}/browser learn_test.mjs)
set_tests_properties(test_browser_learn PROPERTIES LABELS browser SKIP_RETURN_CODE 77 TIMEOUT 300
  ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants;XDG_STATE_HOME=${CMAKE_CURRENT_BINARY_DIR}/state")
# The dispute view (dispute_test.mjs): the gallery, its entries' marks against the API and the CLI,
# a record walked, a dispute from the form; dispute.png and dispute-phone.png.
add_test(NAME test_browser_dispute
  COMMAND sh ${page_test_run} $<TARGET_FILE:kharbaga> ${CMAKE_BINARY_DIR}/browser dispute_test.mjs)
set_tests_properties(test_browser_dispute PROPERTIES LABELS browser SKIP_RETURN_CODE 77 TIMEOUT 900
  ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants;XDG_STATE_HOME=${CMAKE_CURRENT_BINARY_DIR}/state")
# The variant workshop (#workshop) against `kharbaga serve --workshop` (label browser, as above):
# a script typed, a broken line reported and fixed, board, perft, three moves against an AI.
add_test(NAME test_browser_workshop
  COMMAND sh ${page_test_run} $<TARGET_FILE:kharbaga> ${CMAKE_BINARY_DIR}/browser workshop_test.mjs)
set_tests_properties(test_browser_workshop PROPERTIES LABELS browser SKIP_RETURN_CODE 77 TIMEOUT 300
  ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants;XDG_STATE_HOME=${CMAKE_CURRENT_BINARY_DIR}/state")
