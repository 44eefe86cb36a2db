-- expect: id_not_file_name.lua:3: id: 'stranger' is not the file's name; expected id = "id_not_file_name"
return personality {
  id = "stranger", name = "Stranger", description = "Its id is not its file's name, so it could not be found by it.",
  limits = { depth = 1 },
}
