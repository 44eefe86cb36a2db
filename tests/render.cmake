# `kharbaga render` from the outside (test_render), and the same program with --browser: each
# board shape drawn by headless Chromium and its screenshot checked (skipped without Chromium).
kharbaga_test(test_render SOURCES cli/test_render.c support/program.c support/run.c LABELS cli)
add_dependencies(test_render kharbaga)
kharbaga_test_run(test_render_browser test_render LABELS browser ARGS --browser)
set_tests_properties(test_render_browser PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 900)

# The QR code of serve's address (lua/render/qr.h): libqrencode's modules, drawn in half blocks
# and written as JSON rows that give them back.
kharbaga_test(test_qr SOURCES unit/test_qr.c LIBS kharbaga::render qrencode LABELS unit)
