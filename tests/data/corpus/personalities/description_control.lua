-- expect: description_control.lua:4: description: control character \x0D at byte 6; expected printable text
return personality {
  id = "description_control", name = "Carriage return",
  description = "Plays\rkharbaga: a line printed over the list",
  limits = { depth = 1 },
}
