/*
 * replay.c — runs a fuzz target over files, without libFuzzer: every configuration builds it,
 * so that the seed corpora (and every crash the fuzzers ever found, kept there as a regression
 * file) run in the normal test suite and under the sanitizer build.
 *
 * Usage: fuzz_replay TARGET PATH...   (TARGET: position, move, record, loader, rules, sandbox or engine;
 * a PATH that is a directory stands for every regular file in it, in name order, dot files and
 * subdirectories left out)
 *
 * Prints each file before running it, so that a crash names its input; exits 0 when every file
 * ran, 1 when a file could not be read or no file was found, 2 for a bad command line. A failed
 * invariant or a sanitizer report stops the program there.
 */
#include "fuzz.h"

#include <dirent.h>
#include <errno.h>
#include <sys/stat.h>

static const struct {
    const char *name;
    FuzzTarget run;
} targets[] = {
    {"position", fuzz_position},
    {"move", fuzz_move},
    {"record", fuzz_record},
    {"loader", fuzz_loader},
    {"rules", fuzz_rules},
    {"sandbox", fuzz_sandbox},
    {"engine", fuzz_engine},
    {"api", fuzz_api},
};

enum { REPLAY_MAX_INPUT = 4 * 1024 * 1024 };

static int run_file(FuzzTarget run, const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fprintf(stderr, "fuzz_replay: cannot read %s: %s\n", path, strerror(errno));
        return 1;
    }
    uint8_t *data = malloc(REPLAY_MAX_INPUT + 1);
    size_t n = data ? fread(data, 1, REPLAY_MAX_INPUT + 1, f) : 0;
    int failed = ferror(f);
    fclose(f);
    if (data == NULL || failed || n > REPLAY_MAX_INPUT) {
        fprintf(stderr, "fuzz_replay: cannot read %s: %s\n", path,
                data ? "read error or larger than 4 MiB" : "out of memory");
        free(data);
        return 1;
    }
    /* An exact-size copy, so that AddressSanitizer sees a read past the input's end. */
    uint8_t *input = malloc(n ? n : 1);
    if (input == NULL) {
        free(data);
        return 1;
    }
    memcpy(input, data, n);
    free(data);
    printf("%s (%zu bytes)\n", path, n);
    fflush(stdout);
    run(input, n);
    free(input);
    return 0;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every file of a directory in name order; *count receives how many. */
static int run_dir(FuzzTarget run, const char *path, int *count)
{
    DIR *d = opendir(path);
    if (d == NULL) {
        fprintf(stderr, "fuzz_replay: cannot open %s: %s\n", path, strerror(errno));
        return 1;
    }
    char **names = NULL;
    size_t n = 0, cap = 0;
    int status = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            char **grown = realloc(names, cap * sizeof *names);
            if (grown == NULL) {
                status = 1;
                break;
            }
            names = grown;
        }
        size_t len = strlen(path) + strlen(e->d_name) + 2;
        if ((names[n] = malloc(len)) == NULL) {
            status = 1;
            break;
        }
        snprintf(names[n++], len, "%s/%s", path, e->d_name);
    }
    closedir(d);
    if (n > 0)
        qsort(names, n, sizeof *names, by_name);
    for (size_t i = 0; i < n; i++) {
        struct stat st;
        if (status == 0 && stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
            status |= run_file(run, names[i]);
            ++*count;
        }
        free(names[i]);
    }
    free(names);
    return status;
}

int main(int argc, char **argv)
{
    FuzzTarget run = NULL;
    for (size_t i = 0; argc >= 2 && i < sizeof targets / sizeof targets[0]; i++)
        if (strcmp(argv[1], targets[i].name) == 0)
            run = targets[i].run;
    if (run == NULL || argc < 3) {
        fprintf(stderr, "usage: fuzz_replay position|move|record|loader|rules|sandbox|engine PATH...\n");
        return 2;
    }
    int status = 0, count = 0;
    for (int i = 2; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            status |= run_dir(run, argv[i], &count);
        } else {
            status |= run_file(run, argv[i]);
            count++;
        }
    }
    if (count == 0) {
        fprintf(stderr, "fuzz_replay: no input files in %s\n", argv[2]);
        return 1;
    }
    printf("fuzz_replay %s: %d files%s\n", argv[1], count, status ? ", some not readable" : "");
    return status;
}
