# page_catalog_check.cmake — the page's catalogs refuse a translation whose values differ from
# the original's (lua/serve/page_catalog.c): cmake -DTOOL=page_catalog -DMSGFMT=msgfmt -DPO=values.po
# -DWORK=dir -P page_catalog_check.cmake. The good half: the same catalog with the value kept is
# written, the message in it.
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${MSGFMT} -o ${WORK}/bad.mo ${PO} RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "msgfmt could not compile ${PO}")
endif()
execute_process(COMMAND ${TOOL} ${WORK} "" xx=${WORK}/bad.mo RESULT_VARIABLE status ERROR_VARIABLE said)
if(status EQUAL 0 OR NOT said MATCHES "names \\{player\\}, which the original has not")
  message(FATAL_ERROR "page_catalog accepted a translation naming {player}: status ${status}, said: ${said}")
endif()
file(READ ${PO} text)
string(REPLACE "{player} juega" "juega {side}" text "${text}")
file(WRITE ${WORK}/good.po "${text}")
execute_process(COMMAND ${MSGFMT} -o ${WORK}/good.mo ${WORK}/good.po)
execute_process(COMMAND ${TOOL} ${WORK} "" xx=${WORK}/good.mo RESULT_VARIABLE status ERROR_VARIABLE said)
file(READ ${WORK}/xx.json json)
if(NOT status EQUAL 0 OR NOT json MATCHES "\"\\{side\\} to move\":\"juega \\{side\\}\"")
  message(FATAL_ERROR "page_catalog refused a good translation: status ${status}, said: ${said}, wrote: ${json}")
endif()
