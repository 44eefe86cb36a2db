# pseudo.cmake — the pseudo-language (po/CMakeLists.txt): cmake -DPOT=kharbaga.pot -DOUT=pseudo.po
# -DMSGEN=msgen -DMSGFILTER=msgfilter -DSED=sed -P pseudo.cmake. Every message of the template
# becomes its own translation (msgen), each of its lines wrapped in ⟦…⟧ (msgfilter with sed), in
# a header that says UTF-8 and English's plural rule.
execute_process(
  COMMAND ${MSGEN} --no-wrap ${POT}
  COMMAND ${SED} -e "s/charset=CHARSET/charset=UTF-8/"
                 -e "s/^\"Plural-Forms: .*/\"Plural-Forms: nplurals=2; plural=(n != 1);\\\\n\"/"
  COMMAND ${MSGFILTER} --keep-header --no-wrap -o ${OUT} ${SED} -e "s/^\\(.\\)/⟦\\1/" -e "s/\\(.\\)$/\\1⟧/"
  RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "pseudo.cmake: the pseudo-language could not be made from ${POT}: ${failed}")
endif()
