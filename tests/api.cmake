# The JSON API of `kharbaga serve` from the outside (tests/api/): a server started by the test on
# a free port of the loopback, requests over a socket, answers compared with the CLI's --json.
#   test_api        every verb on positions of every shipped game, bad parameters, searches,
#                   the page and its headers
#   test_api_docs   the curl examples of docs/api.md, run against a server (needs curl)
#   load_api        50 clients for 60 s (label slow; docs/BENCHMARKS.md, "Serve")
kharbaga_test(test_api SOURCES api/test_api.c api/api_client.c support/cli.c support/run.c LABELS api)
add_dependencies(test_api kharbaga)
set_tests_properties(test_api PROPERTIES TIMEOUT 600)
