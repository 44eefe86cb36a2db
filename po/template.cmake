# template.cmake — writes the template of the messages (po/CMakeLists.txt, target pot; the test
# test_po_current writes it again to compare): cmake -DOUT=kharbaga.pot -DWORK=DIR -DTOOLS=FILE
# -P template.cmake, run in the project's directory; FILE (written by po/CMakeLists.txt) sets
# XGETTEXT, the xgettext command with its arguments and the sources, and MSGGREP. xgettext reads the
# marked messages of the C sources and the page's scripts, and those of the page's HTML that
# page_strings.cmake writes as a template; its header is given UTF-8 (the messages hold
# "—" and "…"); the formats that are only conversions ("%s": a message made elsewhere) are left
# out, since there is nothing in them to translate: a message keeps a word of two letters.
cmake_policy(VERSION 3.16) # if(IN_LIST) in page_strings.cmake
include(${TOOLS})
set(HTML lua/serve/page/index.html)
set(HTML_POT ${WORK}/page-html.pot)
include(${CMAKE_CURRENT_LIST_DIR}/page_strings.cmake)
execute_process(COMMAND ${XGETTEXT} ${HTML_POT} -o ${WORK}/all.pot RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "template.cmake: xgettext failed: ${failed}")
endif()
file(READ ${WORK}/all.pot text)
string(REPLACE "charset=CHARSET" "charset=UTF-8" text "${text}")
file(WRITE ${WORK}/all.pot "${text}")
execute_process(COMMAND ${MSGGREP} --msgid --extended-regexp "--regexp=[A-Za-z][A-Za-z]"
                        -o ${OUT} ${WORK}/all.pot
                RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "template.cmake: msggrep failed: ${failed}")
endif()
