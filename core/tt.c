/*
 * tt.c — the transposition table: four-entry buckets, depth- and age-preferred replacement.
 */
#include "tt.h"

#include <stdlib.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

enum { BUCKET = 4, HUGE_PAGE = 2 << 20 };

typedef struct Bucket {
    TTEntry e[BUCKET];
} Bucket;

struct TT {
    Bucket *buckets;
    size_t nbuckets; /* a power of two, or 0 */
    uint8_t gen;     /* 0..63 */
};

/* Memory for the buckets. A large table is aligned to, and asks the system for, huge pages: a
 * probe is a random access, and with small pages nearly every one also misses the TLB. */
static Bucket *alloc_table(size_t bytes)
{
    if (bytes < HUGE_PAGE)
        return aligned_alloc(sizeof(Bucket), bytes);
    Bucket *b = aligned_alloc(HUGE_PAGE, bytes);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (b)
        madvise(b, bytes, MADV_HUGEPAGE);
#endif
    return b;
}

TT *tt_new(size_t bytes)
{
    TT *tt = calloc(1, sizeof *tt);
    if (!tt)
        return NULL;
    size_t n = 1;
    while (n * 2 * sizeof(Bucket) <= bytes)
        n *= 2;
    if (n * sizeof(Bucket) > bytes)
        return tt; /* too small for one bucket: an empty table */
    tt->buckets = alloc_table(n * sizeof(Bucket));
    if (!tt->buckets) {
        free(tt);
        return NULL;
    }
    tt->nbuckets = n;
    tt_clear(tt);
    return tt;
}

void tt_free(TT *tt)
{
    if (!tt)
        return;
    free(tt->buckets);
    free(tt);
}

void tt_clear(TT *tt)
{
    if (tt->nbuckets)
        memset(tt->buckets, 0, tt->nbuckets * sizeof(Bucket));
    tt->gen = 0;
}

void tt_new_search(TT *tt) { tt->gen = (uint8_t)((tt->gen + 1) & 63); }

size_t tt_size(const TT *tt) { return tt->nbuckets * sizeof(Bucket); }

static inline Bucket *bucket_of(const TT *tt, uint64_t key) { return &tt->buckets[key & (tt->nbuckets - 1)]; }

void tt_prefetch(const TT *tt, uint64_t key)
{
    if (tt->nbuckets)
        __builtin_prefetch(bucket_of(tt, key));
}

bool tt_probe(const TT *tt, uint64_t key, TTEntry *e)
{
    if (!tt->nbuckets)
        return false;
    const Bucket *b = bucket_of(tt, key);
    for (int i = 0; i < BUCKET; i++)
        if (b->e[i].key == key && tt_bound(&b->e[i]) != TT_NONE) {
            *e = b->e[i];
            return true;
        }
    return false;
}

/* How much an entry is worth keeping: its depth, less 4 per generation of age. */
static int keep_value(const TT *tt, const TTEntry *e)
{
    int age = (tt->gen - (e->gen_bound >> 2)) & 63;
    return e->depth - 4 * age;
}

/* The entry of bucket b that a new result for key goes to. */
static TTEntry *victim(const TT *tt, Bucket *b, uint64_t key)
{
    for (int i = 0; i < BUCKET; i++)
        if (b->e[i].key == key && tt_bound(&b->e[i]) != TT_NONE)
            return &b->e[i];
    TTEntry *worst = &b->e[0];
    for (int i = 0; i < BUCKET; i++) {
        TTEntry *e = &b->e[i];
        if (tt_bound(e) == TT_NONE)
            return e;
        if (keep_value(tt, e) < keep_value(tt, worst))
            worst = e;
    }
    return worst;
}

void tt_store(TT *tt, uint64_t key, int depth, int bound, int score, TTMove move)
{
    if (!tt->nbuckets)
        return;
    TTEntry *e = victim(tt, bucket_of(tt, key), key);
    bool same = e->key == key && tt_bound(e) != TT_NONE;
    if (move.from == NO_POINT && same)
        move = e->move;
    /* a shallower non-exact result does not push out a deeper one of this search */
    if (same && bound != TT_EXACT && depth + 2 < e->depth && (e->gen_bound >> 2) == tt->gen)
        return;
    e->key = key;
    e->score = (int16_t)score;
    e->depth = (uint8_t)(depth < 0 ? 0 : depth > 255 ? 255 : depth);
    e->gen_bound = (uint8_t)(tt->gen << 2 | bound);
    e->move = move;
}

int tt_hashfull(const TT *tt)
{
    size_t n = tt->nbuckets < 250 ? tt->nbuckets : 250, used = 0;
    for (size_t i = 0; i < n; i++)
        for (int j = 0; j < BUCKET; j++) {
            const TTEntry *e = &tt->buckets[i].e[j];
            used += tt_bound(e) != TT_NONE && (e->gen_bound >> 2) == tt->gen;
        }
    return n ? (int)(used * 1000 / (n * BUCKET)) : 0;
}

