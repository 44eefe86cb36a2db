# The WebAssembly module (lua/web, KHARBAGA_WASM): test_web_api loads it under Node and checks that
# it answers the cases of test_api as `kharbaga VERB --json` and bad parameters as `kharbaga serve`,
# byte for byte (tests/web/web_api_test.mjs). The module is built apart, with Emscripten, into
# KHARBAGA_WEB_BUILD (default build-web beside the sources: lua/web/README.md); without it, or
# without Node, the test reports itself skipped (77), unless KHARBAGA_REQUIRE_WEB=1 (a missing module then fails it).
set(KHARBAGA_WEB_BUILD ${PROJECT_SOURCE_DIR}/build-web CACHE PATH "The WebAssembly build test_web_api loads the module from")
find_program(KHARBAGA_NODE node)
if(KHARBAGA_NODE)
  add_test(NAME test_web_api COMMAND ${KHARBAGA_NODE} ${CMAKE_CURRENT_SOURCE_DIR}/web/web_api_test.mjs
           $<TARGET_FILE:kharbaga> ${KHARBAGA_WEB_BUILD}/kharbaga.mjs)
else()
  add_test(NAME test_web_api COMMAND sh -c "[ \"$KHARBAGA_REQUIRE_WEB\" = 1 ] && exit 1; echo 'web test skipped: no node' >&2; exit 77")
endif()
set_tests_properties(test_web_api PROPERTIES LABELS web SKIP_RETURN_CODE 77 TIMEOUT 600)

# The static site (cmake --build build-web --target site) in Chromium, served as plain files with
# no server API and no cross-origin isolation: the page asks the module in Web Workers. Skipped as
# the browser tests are (tests/browser/run.sh), and without the site unless KHARBAGA_REQUIRE_WEB=1.
function(site_browser_test name script timeout)
  add_test(NAME ${name}
    COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/browser/run.sh $<TARGET_FILE:kharbaga> ${CMAKE_BINARY_DIR}/browser ${script})
  set_tests_properties(${name} PROPERTIES LABELS "browser;web" SKIP_RETURN_CODE 77 TIMEOUT ${timeout}
    ENVIRONMENT "KHARBAGA_SITE=${KHARBAGA_WEB_BUILD}/site;KHARBAGA_PATH=${PROJECT_SOURCE_DIR}/variants")
endfunction()
# Every view against the program's answers: a full game against the Glutton, a lesson, a rules
# page, a dispute from the gallery, the workshop and hostile scripts in it, a phone.
site_browser_test(test_browser_site site_test.mjs 600)
# Offline and installable: the manifest and Chromium's installability check, the service worker
# and its cache, the page reloaded with the network gone (a game played on and analysed, a
# lesson's mark and a script kept), a new build taking over; prints the first page's ready times
# and the memory of the page while the AI searches (docs/BENCHMARKS.md).
site_browser_test(test_browser_offline offline_test.mjs 600)
