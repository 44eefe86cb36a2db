# cmake -DINPUT=file -DOUTPUT=file.c -DSYMBOL=name -P embed.cmake
# Writes `const char name[]` (NUL-terminated) and `const size_t name_len` holding INPUT's bytes.
file(READ "${INPUT}" hex HEX)
string(LENGTH "${hex}" hexlen)
math(EXPR len "${hexlen} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" bytes "${bytes}")
file(WRITE "${OUTPUT}" "/* generated from ${INPUT} by embed.cmake */\n#include <stddef.h>\n"
  "const char ${SYMBOL}[] = {\n${bytes}0x00};\nconst size_t ${SYMBOL}_len = ${len};\n")
