# The page of `kharbaga serve` (lua/serve/page/, docs/browser.md): its pure modules under Node
# (test_page_logic, skipped with 77 where Node is missing).
set(page_test_run ${CMAKE_CURRENT_SOURCE_DIR}/browser/run.sh)
add_test(NAME test_page_logic
  COMMAND sh ${page_test_run} $<TARGET_FILE:kharbaga> ${CMAKE_BINARY_DIR}/browser logic_test.mjs)
set_tests_properties(test_page_logic PROPERTIES LABELS unit SKIP_RETURN_CODE 77 TIMEOUT 60)

# The page against the program under Node, no browser (skipped with 77 where Node is missing):
# its game records and the program's, each read by the other (test_page_records, label cli), and
# its contract with the API (lua/serve/page/contract.js) against docs/api.md and the answers of a
# real `kharbaga serve` (test_page_contract, label api).
function(page_node_test name script label)
  add_test(NAME ${name}
    COMMAND sh ${page_test_run} $<TARGET_FILE:kharbaga> ${CMAKE_BINARY_DIR}/browser ${script})
  set_tests_properties(${name} PROPERTIES LABELS ${label} SKIP_RETURN_CODE 77 TIMEOUT 300
    ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants")
endfunction()
page_node_test(test_page_records record_test.mjs cli)
page_node_test(test_page_contract contract_test.mjs api)

# The end-to-end tests: `kharbaga serve` on a free port, the page in Debian's Chromium driven by
# puppeteer-core (label browser; tests/browser/<script>, sharing harness.mjs): skipped (77) without
# Node, Chromium or tests/browser/node_modules (npm ci), unless KHARBAGA_REQUIRE_BROWSER=1, as in
# CI. Screenshots in build/browser/ (docs/images/ with KHARBAGA_UPDATE_SCREENSHOT=1).
function(page_browser_test name script timeout)
  add_test(NAME ${name}
    COMMAND sh ${page_test_run} $<TARGET_FILE:kharbaga> ${CMAKE_BINARY_DIR}/browser ${script})
  set_tests_properties(${name} PROPERTIES LABELS browser SKIP_RETURN_CODE 77 TIMEOUT ${timeout}
    ENVIRONMENT "KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants;XDG_STATE_HOME=${CMAKE_CURRENT_BINARY_DIR}/state")
endfunction()

# Playing: a full game by clicks, every game, keyboard, records, huffs, AIs, a phone (serve.png).
page_browser_test(test_browser_page page_test.mjs 900)
# "Why not?" on the board and the rules and family views (whynot.png, rules.png, family.png,
# rules-phone.png).
page_browser_test(test_browser_rules rules_test.mjs 900)
# The lessons view: lessons completed by clicks, wrong moves' feedback as the API gives it,
# progress kept in the browser, every game's first lesson (learn.png, learn-phone.png).
page_browser_test(test_browser_learn learn_test.mjs 300)
# The dispute view: the gallery, its entries' marks against the API and the CLI, a record walked,
# a dispute from the form (dispute.png, dispute-phone.png).
page_browser_test(test_browser_dispute dispute_test.mjs 900)
# The variant workshop (#workshop) against `kharbaga serve --workshop`: a script typed, a broken
# line reported and fixed, board, perft, three moves against an AI (workshop.png,
# workshop-phone.png).
page_browser_test(test_browser_workshop workshop_test.mjs 300)
# Pages that are not the server's own (another origin, a file, a name rebound to 127.0.0.1) try
# to start searches, run workshop scripts and read answers, and get nothing (docs/api.md, "Who
# may call the server"); the server's own page still starts and stops a search.
page_browser_test(test_browser_attack attack_test.mjs 300)
# A busy server: a move waits in line and the page says so; a broken script on the search path is
# marked in the game menu and the other games play.
page_browser_test(test_browser_class class_test.mjs 300)
# A refused move said in the page's own words, typed or in a record loaded (never the command
# line's "--play, move 3: ...").
page_browser_test(test_browser_wording wording_test.mjs 300)
# The page in the reader's language: the pseudo-language wraps every label of play, learn, rules
# and dispute; Spanish and Arabic (right to left) keep no English label (language-*.png); the
# server's sentences in the page's language; the browser's language followed, the menu's kept.
page_browser_test(test_browser_language language_test.mjs 600)
