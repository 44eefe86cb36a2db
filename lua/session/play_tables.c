/*
 * play_tables.c — a player's endgame tables (play_tables.h): the directory listed for the files
 * of the game and rule choice, each read and checked, the smallest slices first.
 */
#include "play_tables.h"

#include "solve_dir.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { PLAY_TABLES_MAX_FILES = 4096 };

typedef struct TableFile {
    EgtbSlice slice;
    uint64_t bytes;
} TableFile;

/* The most pieces a table of v can hold: its start's, at most EGTB_MAX_PIECES, fewer where a
 * rule holds only with fewer (egtb_supported); 0 if v's rules fit no table. */
static int table_pieces(const Variant *v)
{
    int n = egtb_game_pieces(v);
    n = n < EGTB_MAX_PIECES ? n : EGTB_MAX_PIECES;
    Err err = {0};
    while (n >= 2 && !egtb_supported(v, n, false, &err))
        n--;
    return n >= 2 ? n : 0;
}

/* Whether `name` is a table file of ctx ("GAME-KEY-SLICE.egtb"), its slice into *s. */
static bool table_name(const Egtb *ctx, const char *name, EgtbSlice *s)
{
    char prefix[80];
    snprintf(prefix, sizeof prefix, "%s-%016llx-", egtb_game(ctx), (unsigned long long)egtb_key(ctx));
    size_t lp = strlen(prefix), ln = strlen(name);
    if (ln <= lp + 5 || strncmp(name, prefix, lp) || strcmp(name + ln - 5, ".egtb") || ln - lp - 5 >= EGTB_SLICE_TEXT)
        return false;
    char text[EGTB_SLICE_TEXT];
    memcpy(text, name + lp, ln - lp - 5);
    text[ln - lp - 5] = '\0';
    Err err = {0};
    return egtb_slice_parse(text, s, &err) && egtb_slice_valid(ctx, *s, &err);
}

/* The table files of ctx in dir, into files (up to PLAY_TABLES_MAX_FILES); returns how many. */
static int list_files(const Egtb *ctx, const char *dir, TableFile *files)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0;
    for (struct dirent *e; n < PLAY_TABLES_MAX_FILES && (e = readdir(d)) != NULL;) {
        char path[4400];
        struct stat st;
        if (table_name(ctx, e->d_name, &files[n].slice) &&
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name) < (int)sizeof path && stat(path, &st) == 0 &&
            S_ISREG(st.st_mode))
            files[n++].bytes = (uint64_t)st.st_size;
    }
    closedir(d);
    return n;
}

static int by_pieces(const void *a, const void *b)
{
    int pa = egtb_slice_pieces(((const TableFile *)a)->slice), pb = egtb_slice_pieces(((const TableFile *)b)->slice);
    return (pa > pb) - (pa < pb);
}

/* Reads files[0..n) (sorted by pieces) into ctx: every slice of a number of pieces, as long as
 * the bytes read stay within max_bytes. Returns how many tables were attached. */
static int read_tables(Egtb *ctx, const char *dir, const TableFile *files, int n, uint64_t max_bytes, FILE *notes)
{
    uint64_t bytes = 0;
    int attached = 0;
    for (int i = 0; i < n;) {
        int pieces = egtb_slice_pieces(files[i].slice), end = i;
        uint64_t level = 0;
        for (; end < n && egtb_slice_pieces(files[end].slice) == pieces; end++)
            level += files[end].bytes;
        if (bytes + level > max_bytes)
            break;
        bytes += level;
        for (; i < end; i++)
            attached += solve_dir_attach(ctx, dir, files[i].slice, notes);
    }
    return attached;
}

Egtb *play_tables_open(const Variant *v, const char *game_id, int max_pieces, uint64_t max_bytes, FILE *notes)
{
    char dir[4096], why[256];
    int pieces = table_pieces(v);
    pieces = max_pieces > 0 && max_pieces < pieces ? max_pieces : pieces;
    if (v->hooks || pieces < 2 || !solve_dir(NULL, dir, sizeof dir, false, why, sizeof why) || !solve_dir_has_game(dir, game_id))
        return NULL;
    Err err = {0};
    Egtb *ctx = egtb_new(v, game_id, pieces, &err);
    TableFile *files = ctx ? malloc(sizeof *files * PLAY_TABLES_MAX_FILES) : NULL;
    int n = files ? list_files(ctx, dir, files) : 0;
    qsort(files, (size_t)n, sizeof *files, by_pieces);
    int attached = n ? read_tables(ctx, dir, files, n, max_bytes, notes) : 0;
    free(files);
    if (attached == 0) {
        egtb_free(ctx);
        return NULL;
    }
    return ctx;
}
