/*
 * egtb_file.c — a table's file: a header of 1024 bytes, then the packed win/draw/loss values
 * (four positions a byte), then the distances (one or two bytes a position, little-endian).
 *
 * The header (every number little-endian): magic "KHEGTB\n\x1a" (a text-mode copy breaks it),
 * format version (u32), header size (u32), key (u64, egtb_key), game id (32 bytes), slice (4
 * bytes), points (u32), positions (u64), wins, draws, losses (u64 each), the longest distance
 * (u16), bytes a distance (u8), a zero byte and four reserved bytes, the data's checksum (u64),
 * the rules as text (872 bytes, NUL-padded), the positions the entries stand for, mirror images
 * included (u64), of them wins, draws, losses (u64 each), and the checksum of everything before
 * it (u64). "Positions" before them counts entries: where the index folds the board's mirror,
 * one stands for a position and its image (egtb_mirror.c).
 */
#include "egtb_int.h"

#include "hashmix.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    HEADER_SIZE = 1024,
    AT_VERSION = 8, AT_HEADER_SIZE = 12, AT_KEY = 16, AT_GAME = 24, AT_SLICE = 56, AT_POINTS = 60,
    AT_SIZE = 64, AT_COUNTS = 72, AT_MAX_DIST = 96, AT_DIST_BYTES = 98, AT_CHECKSUM = 104, AT_RULES = 112,
    RULES_FIELD = 872, AT_POSITIONS = 984, AT_POSITION_COUNTS = 992, AT_HEADER_CHECKSUM = 1016,
};

static const char MAGIC[8] = {'K', 'H', 'E', 'G', 'T', 'B', '\n', 0x1a};

static void put(uint8_t *at, uint64_t x, int bytes)
{
    for (int i = 0; i < bytes; i++)
        at[i] = (uint8_t)(x >> (8 * i));
}

static uint64_t get(const uint8_t *at, int bytes)
{
    uint64_t x = 0;
    for (int i = 0; i < bytes; i++)
        x |= (uint64_t)at[i] << (8 * i);
    return x;
}

/* A checksum of n bytes, eight at a time. */
static uint64_t checksum(uint64_t h, const uint8_t *data, size_t n)
{
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        h = hash_finish(h ^ get(data + i, 8)) + HASH_GOLDEN;
    if (i < n)
        h = hash_finish(h ^ get(data + i, (int)(n - i)) ^ (uint64_t)(n - i) << 60);
    return hash_finish(h ^ n);
}

static uint64_t data_checksum(const EgtbTable *t)
{
    size_t nwdl = (size_t)(t->size + 3) / 4, ndist = (size_t)t->size * (size_t)t->dist_bytes;
    return checksum(checksum(HASH_GOLDEN, t->wdl, nwdl), t->dist, ndist);
}

bool egtb_file_path(const Egtb *ctx, const char *dir, EgtbSlice s, char *buf, size_t len)
{
    char name[EGTB_SLICE_TEXT];
    egtb_slice_text(s, name);
    int n = snprintf(buf, len, "%s/%s-%016llx-%s.egtb", dir, ctx->game, (unsigned long long)ctx->key, name);
    return n > 0 && (size_t)n < len;
}

/* The length of text, at most max. */
static size_t bounded_length(const char *text, size_t max)
{
    size_t n = 0;
    while (n < max && text[n])
        n++;
    return n;
}

static void header_of(const Egtb *ctx, const EgtbTable *t, uint8_t h[HEADER_SIZE])
{
    memset(h, 0, HEADER_SIZE);
    memcpy(h, MAGIC, sizeof MAGIC);
    put(h + AT_VERSION, EGTB_FORMAT_VERSION, 4);
    put(h + AT_HEADER_SIZE, HEADER_SIZE, 4);
    put(h + AT_KEY, ctx->key, 8);
    memcpy(h + AT_GAME, ctx->game, bounded_length(ctx->game, 31));
    memcpy(h + AT_SLICE, t->slice.n, EGTB_GROUPS);
    put(h + AT_POINTS, (uint64_t)ctx->npoints, 4);
    put(h + AT_SIZE, t->size, 8);
    for (int k = 0; k < 3; k++)
        put(h + AT_COUNTS + 8 * k, t->count[k], 8);
    put(h + AT_MAX_DIST, (uint64_t)t->max_dist, 2);
    h[AT_DIST_BYTES] = (uint8_t)t->dist_bytes;
    put(h + AT_CHECKSUM, data_checksum(t), 8);
    memcpy(h + AT_RULES, ctx->rules, bounded_length(ctx->rules, RULES_FIELD - 1));
    put(h + AT_POSITIONS, t->positions, 8);
    for (int k = 0; k < 3; k++)
        put(h + AT_POSITION_COUNTS + 8 * k, t->positions_of[k], 8);
    put(h + AT_HEADER_CHECKSUM, checksum(HASH_GOLDEN, h, AT_HEADER_CHECKSUM), 8);
}

bool egtb_file_write(const Egtb *ctx, const EgtbTable *t, const char *path, Err *err)
{
    uint8_t header[HEADER_SIZE];
    header_of(ctx, t, header);
    char tmp[4200];
    if (snprintf(tmp, sizeof tmp, "%s.part", path) >= (int)sizeof tmp)
        return err_set(err, "table %s: path too long", path);
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return err_set(err, "table %s: cannot write it: %s", tmp, strerror(errno));
    size_t nwdl = (size_t)(t->size + 3) / 4, ndist = (size_t)t->size * (size_t)t->dist_bytes;
    bool ok = fwrite(header, 1, HEADER_SIZE, f) == HEADER_SIZE && fwrite(t->wdl, 1, nwdl, f) == nwdl &&
              fwrite(t->dist, 1, ndist, f) == ndist;
    int saved = errno;
    ok = (fclose(f) == 0) && ok;
    if (!ok) {
        saved = saved ? saved : errno;
        remove(tmp);
        return err_set(err, "table %s: writing it failed: %s", tmp, strerror(saved));
    }
    if (rename(tmp, path) != 0) {
        saved = errno;
        remove(tmp);
        return err_set(err, "table %s: cannot put it in place: %s", path, strerror(saved));
    }
    return true;
}

/* Checks a header read from path against what ctx expects of slice s; fills t's sizes. */
static bool check_header(const Egtb *ctx, EgtbSlice s, const uint8_t *h, const char *path, EgtbTable *t, Err *err)
{
    if (memcmp(h, MAGIC, sizeof MAGIC) != 0)
        return err_set(err, "table %s: not a kharbaga table", path);
    if (get(h + AT_VERSION, 4) != EGTB_FORMAT_VERSION || get(h + AT_HEADER_SIZE, 4) != HEADER_SIZE)
        return err_set(err, "table %s: format version %u, this program reads version %d", path,
                       (unsigned)get(h + AT_VERSION, 4), EGTB_FORMAT_VERSION);
    if (get(h + AT_HEADER_CHECKSUM, 8) != checksum(HASH_GOLDEN, h, AT_HEADER_CHECKSUM))
        return err_set(err, "table %s: damaged (its header's checksum does not match); delete it and build it again",
                       path);
    char game[33] = {0}, rules[RULES_FIELD + 1] = {0};
    memcpy(game, h + AT_GAME, 32);
    memcpy(rules, h + AT_RULES, RULES_FIELD);
    if (get(h + AT_KEY, 8) != ctx->key || strcmp(game, ctx->game) != 0)
        return err_set(err, "table %s: built for %s under other rules or another board (%s), not for %s under %s", path,
                       game, rules, ctx->game, ctx->rules);
    t->slice = s;
    t->size = get(h + AT_SIZE, 8);
    t->positions = get(h + AT_POSITIONS, 8);
    for (int k = 0; k < 3; k++) {
        t->count[k] = get(h + AT_COUNTS + 8 * k, 8);
        t->positions_of[k] = get(h + AT_POSITION_COUNTS + 8 * k, 8);
    }
    t->max_dist = (int)get(h + AT_MAX_DIST, 2);
    t->dist_bytes = h[AT_DIST_BYTES];
    char want[EGTB_SLICE_TEXT];
    egtb_slice_text(s, want);
    if (memcmp(h + AT_SLICE, s.n, EGTB_GROUPS) != 0)
        return err_set(err, "table %s: holds another slice than %s", path, want);
    if (t->size != egtb_slice_size(ctx, s) || (t->dist_bytes != 1 && t->dist_bytes != 2) ||
        t->count[0] + t->count[1] + t->count[2] != t->size || t->positions != egtb_slice_positions(ctx, s) ||
        t->positions_of[0] + t->positions_of[1] + t->positions_of[2] != t->positions)
        return err_set(err, "table %s: damaged (its header's counts are wrong for slice %s)", path, want);
    return true;
}

/* Reads the data after the header and checks it; the file must end there. */
static bool read_data(FILE *f, const uint8_t *h, const char *path, EgtbTable *t, Err *err)
{
    size_t nwdl = (size_t)(t->size + 3) / 4, ndist = (size_t)t->size * (size_t)t->dist_bytes;
    t->wdl = malloc(nwdl ? nwdl : 1);
    t->dist = malloc(ndist ? ndist : 1);
    if (!t->wdl || !t->dist)
        return err_fail(err, ERR_NO_MEMORY, "table %s: out of memory", path);
    if (fread(t->wdl, 1, nwdl, f) != nwdl || fread(t->dist, 1, ndist, f) != ndist)
        return err_set(err, "table %s: cut short (a build or a copy that did not finish); delete it and build it again",
                       path);
    if (fgetc(f) != EOF)
        return err_set(err, "table %s: damaged (longer than its header says)", path);
    if (get(h + AT_CHECKSUM, 8) != data_checksum(t))
        return err_set(err, "table %s: damaged (its values' checksum does not match); delete it and build it again",
                       path);
    return true;
}

bool egtb_file_image(const Egtb *ctx, EgtbSlice s, const char *path, const uint8_t *image, size_t len, EgtbTable *t,
                     Err *err)
{
    *t = (EgtbTable){0};
    if (len < HEADER_SIZE)
        return err_set(err, "table %s: cut short or not a kharbaga table", path);
    if (!check_header(ctx, s, image, path, t, err))
        return false;
    size_t nwdl = (size_t)(t->size + 3) / 4, ndist = (size_t)t->size * (size_t)t->dist_bytes;
    if (len < HEADER_SIZE + nwdl + ndist)
        return err_set(err, "table %s: cut short (a build or a copy that did not finish); delete it and build it again",
                       path);
    if (len > HEADER_SIZE + nwdl + ndist)
        return err_set(err, "table %s: damaged (longer than its header says)", path);
    /* The values are only read through a table made here (the build writes its own table). */
    t->wdl = (uint8_t *)(uintptr_t)(image + HEADER_SIZE);
    t->dist = t->wdl + nwdl;
    if (get(image + AT_CHECKSUM, 8) != data_checksum(t)) {
        t->wdl = t->dist = NULL;
        return err_set(err, "table %s: damaged (its values' checksum does not match); delete it and build it again",
                       path);
    }
    return true;
}

bool egtb_file_read(const Egtb *ctx, EgtbSlice s, const char *path, EgtbTable *t, Err *err)
{
    *t = (EgtbTable){0};
    FILE *f = fopen(path, "rb");
    if (!f)
        return err_set(err, "table %s: cannot read it: %s", path, strerror(errno));
    uint8_t h[HEADER_SIZE];
    bool ok = fread(h, 1, HEADER_SIZE, f) == HEADER_SIZE;
    if (!ok)
        err_set(err, "table %s: cut short or not a kharbaga table", path);
    ok = ok && check_header(ctx, s, h, path, t, err) && read_data(f, h, path, t, err);
    fclose(f);
    if (!ok)
        egtb_table_free(t);
    return ok;
}
