# template.cmake — writes the template of the messages (po/CMakeLists.txt, target pot; the test
# test_po_current writes it again to compare): cmake -DOUT=kharbaga.pot -DWORK=DIR -DTOOLS=FILE
# -P template.cmake, run in the project's directory; FILE (written by po/CMakeLists.txt) sets
# XGETTEXT, the xgettext command with its arguments and the sources, and MSGGREP. xgettext reads the marked messages; its header is given UTF-8 (the messages hold
# "—" and "…"); the formats that are only conversions ("%s": a message made elsewhere) are left
# out, since there is nothing in them to translate: a message keeps a word of two letters.
include(${TOOLS})
execute_process(COMMAND ${XGETTEXT} -o ${WORK}/all.pot RESULT_VARIABLE failed)
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
