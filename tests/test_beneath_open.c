/*
 * test_beneath_open.c - opening a file found in a student's folder
 * without leaving it (src/cli/beneath_open.c).
 *
 * The command uses openat2(2) where the kernel has it and walks the path
 * one O_NOFOLLOW component at a time where it does not (kernels before
 * 5.6, seccomp filters). A machine that runs the suite has one of the
 * two, so this file is built twice: as test_beneath_open with whatever
 * the machine has, and as test_beneath_walk with the walk forced
 * (NQCNF_BENEATH_WALK_ONLY), so that both give the same answers to the
 * same folder of links, FIFOs and folders.
 */
#include "test_support.h"

#include "../src/cli/beneath_open.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char root[256], folder[300];

static void make_file(const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    FILE *out = fopen(path, "w");
    assert_non_null(out);
    fputs(text, out);
    fclose(out);
}

static void make_link(const char *target, const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    assert_int_equal(symlink(target, path), 0);
}

static int setup(void **state)
{
    (void)state;
    snprintf(root, sizeof root, "%s/beneath-XXXXXX",
             getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    assert_non_null(mkdtemp(root));
    snprintf(folder, sizeof folder, "%s/class", root);
    assert_int_equal(mkdir(folder, 0700), 0);
    char path[512];
    snprintf(path, sizeof path, "%s/sub", folder);
    assert_int_equal(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/secret", root);
    FILE *out = fopen(path, "w");
    assert_non_null(out);
    fputs("not the students'\n", out);
    fclose(out);
    make_file("alice.cnf", "p cnf 1 1\n1 0\n");
    make_file("sub/bob.cnf", "p cnf 1 1\n1 0\n");
    make_link("alice.cnf", "final.cnf");      /* inside */
    make_link("../secret", "mallory.cnf");    /* outside, relative */
    make_link(path, "absolute.cnf");          /* outside, absolute */
    make_link("/dev/null", "null.cnf");       /* a device */
    make_link("sub", "hw");                   /* a folder on the way */
    make_link("..", "up");                    /* a folder outside */
    snprintf(path, sizeof path, "%s/pipe.cnf", folder);
    assert_int_equal(mkfifo(path, 0600), 0);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    char command[600];
    snprintf(command, sizeof command, "rm -rf '%s'", root);
    assert_int_equal(system(command), 0);
    return 0;
}

/* Opens `name` and checks the result; a descriptor must be a regular
 * file's and is closed. */
static void expect(const char *name, int follow, beneath_result wanted)
{
    int fd = 12345;
    struct stat info;
    const beneath_result got = beneath_open(folder, name, follow, &fd, &info);
    if (got != wanted)
        fail_msg("'%s' (follow %d): result %d, wanted %d", name, follow,
                 (int)got, (int)wanted);
    if (got == BENEATH_OPENED) {
        assert_true(fd >= 0);
        assert_true(S_ISREG(info.st_mode));
        /* blocking again, and closed on exec */
        assert_int_equal(fcntl(fd, F_GETFL) & O_NONBLOCK, 0);
        assert_true(fcntl(fd, F_GETFD) & FD_CLOEXEC);
        close(fd);
    } else {
        assert_int_equal(fd, -1);
    }
}

static void regular_files_open(void **state)
{
    (void)state;
    expect("alice.cnf", 0, BENEATH_OPENED);
    expect("sub/bob.cnf", 0, BENEATH_OPENED);
    expect("sub/../alice.cnf", 0, BENEATH_OPENED);
    expect("./alice.cnf", 1, BENEATH_OPENED);
}

static void links_are_refused(void **state)
{
    (void)state;
    expect("final.cnf", 0, BENEATH_LINK);
    expect("mallory.cnf", 0, BENEATH_LINK);
    expect("absolute.cnf", 0, BENEATH_LINK);
    expect("null.cnf", 0, BENEATH_LINK);
    expect("hw/bob.cnf", 0, BENEATH_LINK_ON_WAY);
    expect("up/secret", 0, BENEATH_LINK_ON_WAY);
}

static void followed_links_stay_inside(void **state)
{
    (void)state;
    expect("final.cnf", 1, BENEATH_OPENED);
    expect("hw/bob.cnf", 1, BENEATH_OPENED);
    expect("mallory.cnf", 1, BENEATH_OUTSIDE);
    expect("absolute.cnf", 1, BENEATH_OUTSIDE);
    expect("null.cnf", 1, BENEATH_OUTSIDE);
    expect("up/secret", 1, BENEATH_OUTSIDE);
}

static void dot_dot_stays_inside(void **state)
{
    (void)state;
    expect("../secret", 0, BENEATH_OUTSIDE);
    expect("sub/../../secret", 0, BENEATH_OUTSIDE);
    expect("../secret", 1, BENEATH_OUTSIDE);
}

static void special_files_are_refused(void **state)
{
    (void)state;
    /* O_NONBLOCK: a FIFO with no writer opens at once, and is refused */
    int fd;
    struct stat info;
    assert_int_equal(beneath_open(folder, "pipe.cnf", 0, &fd, &info),
                     BENEATH_NOT_REGULAR);
    assert_true(S_ISFIFO(info.st_mode));
    assert_int_equal(beneath_open(folder, "sub", 0, &fd, &info),
                     BENEATH_NOT_REGULAR);
    assert_true(S_ISDIR(info.st_mode));
}

static void names_that_cannot_be_opened(void **state)
{
    (void)state;
    int fd;
    struct stat info;
    errno = 0;
    assert_int_equal(beneath_open(folder, "nobody.cnf", 0, &fd, &info),
                     BENEATH_FAILED);
    assert_int_equal(errno, ENOENT);
    assert_int_equal(beneath_open(folder, "/etc/passwd", 0, &fd, &info),
                     BENEATH_FAILED);
    assert_int_equal(errno, EINVAL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(regular_files_open),
        cmocka_unit_test(links_are_refused),
        cmocka_unit_test(followed_links_stay_inside),
        cmocka_unit_test(dot_dot_stays_inside),
        cmocka_unit_test(special_files_are_refused),
        cmocka_unit_test(names_that_cannot_be_opened),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
