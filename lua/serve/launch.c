/*
 * launch.c — the launcher of `kharbaga serve --open` (launch.h).
 */
#define _GNU_SOURCE
#include "launch.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

enum { URL_MAX = 300 };

static int launcher_fd = -1; /* the pipe's end the server writes the URL to */

bool launch_wanted(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "serve") != 0)
        return false;
    bool open = false;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
            return false;
        open |= !strcmp(argv[i], "--open");
    }
    return open;
}

bool launch_url_ok(const char *url)
{
    static const char scheme[] = "http://";
    if (strncmp(url, scheme, sizeof scheme - 1) != 0)
        return false;
    const char *s = url + sizeof scheme - 1, *host = s;
    while (isalnum((unsigned char)*s) || strchr(".:[]-", *s) != NULL)
        s++;
    /* the host and port end at the last ':' before the '/', which must be followed by digits */
    const char *colon = NULL;
    for (const char *c = host; c < s; c++)
        if (*c == ':')
            colon = c;
    if (!colon || colon == host || colon + 1 == s || strcmp(s, "/") != 0)
        return false;
    for (const char *d = colon + 1; d < s; d++)
        if (!isdigit((unsigned char)*d))
            return false;
    return true;
}

/* The launcher: reads the URL until the server closes the pipe, then opens it. Runs in a
 * grandchild of the program, so that the server has no child to wait for. */
static void run_launcher(int fd)
{
    char url[URL_MAX + 1];
    size_t used = 0;
    for (ssize_t n; used < URL_MAX && (n = read(fd, url + used, URL_MAX - used)) != 0;) {
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            _exit(1);
        used += (size_t)n;
    }
    url[used] = '\0';
    if (used == 0) /* the server ended before it listened: nothing to open */
        _exit(0);
    if (!launch_url_ok(url)) {
        fprintf(stderr, "kharbaga: --open: '%.60s' is not the server's http address; not opened\n", url);
        _exit(1);
    }
    if (!freopen("/dev/null", "w", stdout)) /* the browser's chatter stays out of the server's output */
        _exit(1);
    execlp("xdg-open", "xdg-open", url, (char *)NULL);
    fprintf(stderr, "kharbaga: --open: cannot start xdg-open (%s); open %s yourself\n", strerror(errno), url);
    _exit(1);
}

bool launch_prepare(char *err, size_t len)
{
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) {
        snprintf(err, len, "--open: cannot make a pipe: %s", strerror(errno));
        return false;
    }
    pid_t child = fork();
    if (child < 0) {
        snprintf(err, len, "--open: cannot start the launcher: %s", strerror(errno));
        close(fds[0]);
        close(fds[1]);
        return false;
    }
    if (child == 0) {
        close(fds[1]);
        pid_t grandchild = fork();
        if (grandchild == 0)
            run_launcher(fds[0]);
        _exit(grandchild < 0);
    }
    close(fds[0]);
    int status;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR)
        ;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        snprintf(err, len, "--open: cannot start the launcher");
        close(fds[1]);
        return false;
    }
    launcher_fd = fds[1];
    return true;
}

void launch_open(const char *url)
{
    if (launcher_fd < 0)
        return;
    size_t len = strlen(url), done = 0;
    while (done < len) {
        ssize_t n = write(launcher_fd, url + done, len - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        done += (size_t)n;
    }
    close(launcher_fd);
    launcher_fd = -1;
}
