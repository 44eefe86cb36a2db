/*
 * table_map.c — a table's file mapped read-only into memory (table_map.h).
 */
#include "table_map.h"

#include <fcntl.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static void unmap(void *image, size_t len) { munmap(image, len); }

/* The file at path mapped whole (its length in *len), or NULL. */
static void *map_file(const char *path, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    void *image = MAP_FAILED;
    /* An empty file cannot be mapped: it is read, and refused with its reason. */
    if (fstat(fd, &st) == 0 && st.st_size > 0 && (uintmax_t)st.st_size <= SIZE_MAX) {
        *len = (size_t)st.st_size;
        image = mmap(NULL, *len, PROT_READ, MAP_SHARED, fd, 0);
    }
    close(fd);
    return image == MAP_FAILED ? NULL : image;
}

bool table_map(const Egtb *ctx, EgtbSlice s, const char *path, EgtbTable *t, Err *err)
{
    size_t len = 0;
    void *image = map_file(path, &len);
    if (!image)
        return egtb_file_read(ctx, s, path, t, err); /* it says why it cannot be read, if it cannot */
    if (!egtb_file_image(ctx, s, path, image, len, t, err)) {
        munmap(image, len);
        return false;
    }
    /* The checksum read the file in order; a search or a build reads it anywhere. */
    madvise(image, len, MADV_RANDOM);
    t->image = image;
    t->image_len = len;
    t->release = unmap;
    return true;
}
