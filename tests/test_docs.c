/*
 * test_docs.c - `--help`, `help COMMAND`, `--version` and the man page
 * against the tables.
 *
 * The command lists the encodings, formats and solver backends from the
 * library's tables, and prints its man page from its own tables
 * (`help --man`); docs/nqueens-cnf.1 is that output, kept in the
 * repository. For every entry of each library table (read through the
 * public API, the truth here) this test looks for its name as a word in
 * the paragraph of the option that chooses it: in the help of the real
 * command (argv[1]) and in docs/nqueens-cnf.1. The file must be exactly
 * what the command prints (the failure says how to regenerate it), the
 * version line must name exactly the backends this build has, and the
 * man page's title line the library's version.
 */
#define _POSIX_C_SOURCE 200809L
#include "test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *program_path;

/* The standard output of the command run with `argument`; NUL-terminated. */
static text_buffer command_output(const char *argument)
{
    char command[4096];
    snprintf(command, sizeof command, "'%s' %s", program_path, argument);
    FILE *pipe = popen(command, "r");
    if (pipe == NULL) fail_msg("cannot run %s", command);
    text_buffer text = {NULL, 0, 0};
    char chunk[4096];
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, pipe)) > 0)
        assert_int_equal(text_buffer_write(&text, chunk, got), 0);
    assert_int_equal(pclose(pipe), 0);
    assert_int_equal(text_buffer_write(&text, "", 1), 0);
    return text;
}

static text_buffer man_page(void)
{
    text_buffer text = read_data_file("../../docs/nqueens-cnf.1");
    assert_int_equal(text_buffer_write(&text, "", 1), 0);
    return text;
}

/* The paragraph that starts at the first line containing `start`, up to
 * the first later line beginning with one of `ends` (a '|'-separated list
 * of prefixes; "\n" is an empty line). Copied, NUL-terminated; fails if
 * there is none. */
static char *paragraph(const char *text, const char *start, const char *ends)
{
    const char *at = strstr(text, start);
    if (at == NULL) fail_msg("no line contains \"%s\"", start);
    const char *line = strchr(at, '\n');
    const char *end = line ? line + 1 : at + strlen(at);
    while (*end != '\0') {
        int stop = 0;
        for (const char *e = ends; *e != '\0' && !stop;) {
            const size_t length = strcspn(e, "|");
            stop = strncmp(end, e, length) == 0;
            e += length + (e[length] == '|');
        }
        if (stop) break;
        const char *next = strchr(end, '\n');
        end = next ? next + 1 : end + strlen(end);
    }
    const size_t size = (size_t)(end - at);
    char *copy = malloc(size + 1);
    assert_non_null(copy);
    memcpy(copy, at, size);
    copy[size] = '\0';
    return copy;
}

static int is_word_character(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '_';
}

static int has_word(const char *text, const char *word)
{
    const size_t length = strlen(word);
    for (const char *at = strstr(text, word); at != NULL;
         at = strstr(at + 1, word))
        if ((at == text || !is_word_character(at[-1])) &&
            !is_word_character(at[length]))
            return 1;
    return 0;
}

typedef const char *(*name_fn)(unsigned index);

static const char *encoding_at(unsigned i)
{
    return nqcnf_encoding_name((nqcnf_encoding)i);
}

static const char *format_at(unsigned i)
{
    return nqcnf_format_name((nqcnf_format)i);
}

static const char *backend_at(unsigned i)
{
    return nqcnf_backend_name((nqcnf_backend)i);
}

/* Each option, the help that shows it, how its paragraph starts there
 * and in the man page, and the table whose names it must list. */
static const struct {
    const char *help_arguments;
    const char *help_start;
    const char *man_start;
    name_fn name;
    unsigned count;
} tables[] = {
    {"--help", "  -e, --encoding", ".BR \\-e \", \" \\-\\-encoding",
     encoding_at, NQCNF_ENCODING_COUNT},
    {"help count", "  -e, --encoding", ".BR \\-e \", \" \\-\\-encoding",
     encoding_at, NQCNF_ENCODING_COUNT},
    {"--help", "  -f, --format", ".BR \\-f \", \" \\-\\-format", format_at,
     NQCNF_FORMAT_COUNT},
    {"solve --help", "  --solver", ".BI \\-\\-solver", backend_at,
     NQCNF_BACKEND_COUNT},
    {"help check", "  --solver", ".BI \\-\\-solver", backend_at,
     NQCNF_BACKEND_COUNT},
};

enum { TABLE_COUNT = sizeof tables / sizeof tables[0] };

static void expect_every_name(const char *where, const char *text,
                              name_fn name, unsigned count)
{
    for (unsigned i = 0; i < count; i++) {
        const char *entry = name(i);
        assert_non_null(entry);
        if (!has_word(text, entry))
            fail_msg("%s does not name '%s':\n%s", where, entry, text);
    }
}

static void test_help_names_every_entry_of_each_table(void **state)
{
    (void)state;
    for (size_t t = 0; t < TABLE_COUNT; t++) {
        text_buffer help = command_output(tables[t].help_arguments);
        /* An option's text ends at the next option or section. */
        char *text = paragraph(help.data, tables[t].help_start, "  -|\n");
        expect_every_name(tables[t].help_start, text, tables[t].name,
                          tables[t].count);
        free(text);
        text_buffer_free(&help);
    }
}

static void test_man_page_names_every_entry_of_each_table(void **state)
{
    (void)state;
    text_buffer man = man_page();
    for (size_t t = 0; t < TABLE_COUNT; t++) {
        char *text = paragraph(man.data, tables[t].man_start,
                               ".TP|.SS|.SH");
        expect_every_name(tables[t].man_start, text, tables[t].name,
                          tables[t].count);
        free(text);
    }
    text_buffer_free(&man);
}

/* The first line where the two texts differ, for the failure message. */
static size_t first_different_line(const char *a, const char *b)
{
    size_t line = 1;
    for (; *a != '\0' && *a == *b; a++, b++)
        line += *a == '\n';
    return line;
}

static void test_man_page_is_what_the_command_prints(void **state)
{
    (void)state;
    text_buffer man = man_page();
    text_buffer printed = command_output("help --man");
    if (strcmp(man.data, printed.data) != 0)
        fail_msg("docs/nqueens-cnf.1 differs from 'nqueens-cnf help --man' "
                 "from line %zu on; regenerate it: nqueens-cnf help --man > "
                 "docs/nqueens-cnf.1",
                 first_different_line(man.data, printed.data));
    /* Every option of the table is in it: a word the help does not hide. */
    assert_non_null(strstr(man.data, ".B \\-\\-symmetry\\-breaking\n"));
    assert_non_null(strstr(man.data, ".SS Options of decode\n"));
    assert_null(strstr(man.data, "\\-\\-man"));
    text_buffer_free(&printed);
    text_buffer_free(&man);
}

static void test_version_names_the_backends_built_in(void **state)
{
    (void)state;
    text_buffer version = command_output("--version");
    char expected[512];
    int used = snprintf(expected, sizeof expected,
                        "nqueens-cnf %s\nsolvers:", nqcnf_version());
    for (unsigned i = 0; i < NQCNF_BACKEND_COUNT; i++)
        if (nqcnf_backend_available((nqcnf_backend)i))
            used += snprintf(expected + used, sizeof expected - (size_t)used,
                             " %s", backend_at(i));
    snprintf(expected + used, sizeof expected - (size_t)used, "\n");
    /* PicoSAT is always built in (the header says so). */
    assert_true(nqcnf_backend_available(NQCNF_BACKEND_PICOSAT));
    assert_string_equal(version.data, expected);
    text_buffer_free(&version);
}

static void test_man_page_title_has_the_version(void **state)
{
    (void)state;
    text_buffer man = man_page();
    char title[128];
    snprintf(title, sizeof title, "\"nqueens-cnf %s\"", nqcnf_version());
    char *line = paragraph(man.data, ".TH NQUEENS-CNF 1", ".");
    if (strstr(line, title) == NULL)
        fail_msg("the man page's title line lacks %s: %s", title, line);
    free(line);
    text_buffer_free(&man);
}

int main(int argc, char **argv)
{
    /* The suite passes the command's path; the memcheck run passes
     * nothing, and the command is then where the build puts it, one
     * folder above this test. */
    char beside[4096];
    if (argc >= 2) {
        program_path = argv[1];
    } else {
        const char *slash = strrchr(argv[0], '/');
        snprintf(beside, sizeof beside, "%.*s../nqueens-cnf",
                 slash ? (int)(slash - argv[0] + 1) : 0, argv[0]);
        program_path = beside;
    }
    FILE *command = fopen(program_path, "rb");
    if (command == NULL) {
        fprintf(stderr, "%s: cannot find the command at %s; usage: %s "
                "PATH-TO-nqueens-cnf\n", argv[0], program_path, argv[0]);
        return 2;
    }
    fclose(command);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_help_names_every_entry_of_each_table),
        cmocka_unit_test(test_man_page_names_every_entry_of_each_table),
        cmocka_unit_test(test_man_page_is_what_the_command_prints),
        cmocka_unit_test(test_version_names_the_backends_built_in),
        cmocka_unit_test(test_man_page_title_has_the_version),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
