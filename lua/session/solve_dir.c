/*
 * solve_dir.c — where `kharbaga solve` keeps its tables: --dir, or the XDG data directory.
 */
#include "solve_dir.h"
#include "i18n.h"
#include "table_map.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Makes dir and its missing parents (like mkdir -p). */
static bool make_dirs(const char *dir, char *why, size_t whylen)
{
    char path[4096];
    if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path)
        return snprintf(why, whylen, _("the directory %.200s... is too long a path"), dir), false;
    for (char *p = path + 1;; p++) {
        char c = *p;
        if (c != '/' && c != '\0')
            continue;
        *p = '\0';
        if (mkdir(path, 0777) != 0 && errno != EEXIST)
            return snprintf(why, whylen, _("cannot make the directory %s: %s"), path, strerror(errno)), false;
        *p = c;
        if (c == '\0')
            break;
    }
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
        return snprintf(why, whylen, _("%s is not a directory"), dir), false;
    return true;
}

bool solve_dir(const char *given, char *out, size_t len, bool make, char *why, size_t whylen)
{
    const char *data = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    int n;
    if (given)
        n = snprintf(out, len, "%s", given);
    else if (data && data[0] == '/') /* the specification ignores a relative XDG_DATA_HOME */
        n = snprintf(out, len, "%s/kharbaga/tables", data);
    else if (home && home[0])
        n = snprintf(out, len, "%s/.local/share/kharbaga/tables", home);
    else
        return snprintf(why, whylen, "%s", _("no place for the tables: set HOME or XDG_DATA_HOME, or give --dir DIR")), false;
    if (n < 0 || (size_t)n >= len)
        return snprintf(why, whylen, "%s", _("the tables' directory is too long a path")), false;
    return !make || make_dirs(out, why, whylen);
}

bool solve_dir_has_game(const char *dir, const char *game_id)
{
    DIR *d = opendir(dir);
    if (!d)
        return false;
    size_t lg = strlen(game_id);
    bool found = false;
    for (struct dirent *e; !found && (e = readdir(d)) != NULL;) {
        size_t ln = strlen(e->d_name);
        found = ln > lg + 6 && !strncmp(e->d_name, game_id, lg) && e->d_name[lg] == '-' &&
                !strcmp(e->d_name + ln - 5, ".egtb");
    }
    closedir(d);
    return found;
}

bool solve_file_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

bool solve_dir_attach(Egtb *ctx, const char *dir, EgtbSlice s, FILE *notes)
{
    char path[4400];
    if (!egtb_file_path(ctx, dir, s, path, sizeof path) || !solve_file_exists(path))
        return false;
    EgtbTable t;
    Err err = {0};
    if (!table_map(ctx, s, path, &t, &err)) {
        if (notes)
            fprintf(notes, _("kharbaga: note: the tables were not used: %s\n"), err.msg);
        return false;
    }
    if (!egtb_attach(ctx, &t)) {
        egtb_table_free(&t);
        return false;
    }
    return true;
}
