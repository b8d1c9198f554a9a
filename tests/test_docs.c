/*
 * test_docs.c - `help COMMAND`, `--version` and the man pages against
 * the tables.
 *
 * The command lists the encodings, formats and solver backends from the
 * library's tables, and prints its man pages from its own tables
 * (`help --man`, the overview nqueens-cnf(1), and `help --man COMMAND`,
 * nqueens-cnf-COMMAND(1)); docs/man/ holds that output, kept in the
 * repository. For every entry of each library table (read through the
 * public API, the truth here) this test looks for its name as a word in
 * the paragraph of the option that chooses it: in the help of the real
 * command (argv[1]) and in the page in docs/man/. Each page must be
 * exactly what the command prints (the failure says how to regenerate
 * it), docs/man/ must hold a page for every command the overview page
 * names and nothing else (the build installs what is there), the version
 * line must name exactly the backends this build has, and each page's
 * title line the library's version.
 */
#define _POSIX_C_SOURCE 200809L
#include "test_support.h"

#include <dirent.h>
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

/* docs/man/ from the data folder (tests/data). */
#define MAN_FOLDER "../../docs/man"

/* docs/man/<page>, NUL-terminated; page is "nqueens-cnf.1", ... */
static text_buffer man_page(const char *page)
{
    char name[256];
    snprintf(name, sizeof name, MAN_FOLDER "/%s", page);
    text_buffer text = read_data_file(name);
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
 * and in that command's man page, and the table whose names it must
 * list. */
static const struct {
    const char *help_arguments;
    const char *help_start;
    const char *page;
    const char *man_start;
    name_fn name;
    unsigned count;
} tables[] = {
    {"help generate", "  -e, --encoding", "nqueens-cnf.1",
     ".BR \\-e \", \" \\-\\-encoding", encoding_at, NQCNF_ENCODING_COUNT},
    {"help count", "  -e, --encoding", "nqueens-cnf-count.1",
     ".BR \\-e \", \" \\-\\-encoding", encoding_at, NQCNF_ENCODING_COUNT},
    {"help generate", "  -f, --format", "nqueens-cnf.1",
     ".BR \\-f \", \" \\-\\-format", format_at, NQCNF_FORMAT_COUNT},
    {"solve --help", "  --solver", "nqueens-cnf-solve.1",
     ".BI \\-\\-solver", backend_at, NQCNF_BACKEND_COUNT},
    {"help check", "  --solver", "nqueens-cnf-check.1",
     ".BI \\-\\-solver", backend_at, NQCNF_BACKEND_COUNT},
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
    for (size_t t = 0; t < TABLE_COUNT; t++) {
        text_buffer man = man_page(tables[t].page);
        char *text = paragraph(man.data, tables[t].man_start,
                               ".TP|.SS|.SH");
        expect_every_name(tables[t].man_start, text, tables[t].name,
                          tables[t].count);
        free(text);
        text_buffer_free(&man);
    }
}

/* The first line where the two texts differ, for the failure message. */
static size_t first_different_line(const char *a, const char *b)
{
    size_t line = 1;
    for (; *a != '\0' && *a == *b; a++, b++)
        line += *a == '\n';
    return line;
}

/* The pages there should be: the overview, then one per command the
 * overview names in its COMMANDS section (".BR nqueens\-cnf\-check (1)"),
 * as command words ("" for the overview); a NULL-terminated array. */
static char **expected_pages(void)
{
    static const char reference[] = ".BR nqueens\\-cnf\\-";
    text_buffer overview = command_output("help --man");
    char **words = calloc(64, sizeof *words);
    assert_non_null(words);
    size_t count = 0;
    words[count++] = strdup("");
    const char *section = strstr(overview.data, "\n.SH COMMANDS\n");
    assert_non_null(section);
    const char *end = strstr(section + 1, "\n.SH ");
    for (const char *at = strstr(section, reference);
         at != NULL && at < end && count < 63;
         at = strstr(at + 1, reference)) {
        at += strlen(reference);
        const size_t length = strcspn(at, " ");
        char *word = malloc(length + 1);
        assert_non_null(word);
        size_t used = 0;
        for (size_t i = 0; i < length; i++)
            if (at[i] != '\\') word[used++] = at[i]; /* "\-" is '-' */
        word[used] = '\0';
        words[count++] = word;
    }
    /* The commands, not only the overview: the section is not empty. */
    assert_true(count > 5);
    text_buffer_free(&overview);
    return words;
}

static void free_words(char **words)
{
    for (size_t i = 0; words[i] != NULL; i++)
        free(words[i]);
    free(words);
}

static void page_name(const char *word, char *name, size_t size)
{
    snprintf(name, size, "nqueens-cnf%s%s.1", *word ? "-" : "", word);
}

static void test_man_pages_are_what_the_command_prints(void **state)
{
    (void)state;
    char **words = expected_pages();
    for (size_t i = 0; words[i] != NULL; i++) {
        char name[128], arguments[128];
        page_name(words[i], name, sizeof name);
        snprintf(arguments, sizeof arguments, "help --man %s", words[i]);
        text_buffer man = man_page(name);
        text_buffer printed = command_output(arguments);
        if (strcmp(man.data, printed.data) != 0)
            fail_msg("docs/man/%s differs from 'nqueens-cnf %s' from line "
                     "%zu on; regenerate it: nqueens-cnf %s > docs/man/%s",
                     name, arguments,
                     first_different_line(man.data, printed.data),
                     arguments, name);
        /* --man is help's own and hidden: no page offers it. */
        assert_null(strstr(man.data, "\\-\\-man"));
        text_buffer_free(&printed);
        text_buffer_free(&man);
    }
    free_words(words);
    /* The overview has the generator's options, a page a command's. */
    text_buffer overview = man_page("nqueens-cnf.1");
    assert_non_null(strstr(overview.data, ".B \\-\\-symmetry\\-breaking\n"));
    text_buffer decode = man_page("nqueens-cnf-decode.1");
    assert_non_null(strstr(decode.data, ".BI \\-\\-cnf \" FILE\"\n"));
    assert_null(strstr(decode.data, "\\-\\-encoding"));
    text_buffer_free(&decode);
    text_buffer_free(&overview);
}

/* What the build installs is docs/man/: a page left there for a command
 * that is gone, or a command without its page, fails here. */
static void test_man_folder_holds_exactly_the_pages(void **state)
{
    (void)state;
    char **words = expected_pages();
    DIR *folder = opendir(NQCNF_TEST_DATA_DIR "/" MAN_FOLDER);
    if (folder == NULL) fail_msg("cannot read docs/man/");
    size_t found = 0, expected = 0;
    while (words[expected] != NULL)
        expected++;
    for (struct dirent *entry; (entry = readdir(folder)) != NULL;) {
        if (entry->d_name[0] == '.') continue;
        int known = 0;
        for (size_t i = 0; words[i] != NULL && !known; i++) {
            char name[128];
            page_name(words[i], name, sizeof name);
            known = strcmp(name, entry->d_name) == 0;
        }
        if (!known)
            fail_msg("docs/man/%s is no page of the command's (the overview "
                     "names no such command); remove it",
                     entry->d_name);
        found++;
    }
    closedir(folder);
    if (found != expected)
        fail_msg("docs/man/ holds %zu pages, the command has %zu; write the "
                 "missing one: nqueens-cnf help --man COMMAND > "
                 "docs/man/nqueens-cnf-COMMAND.1",
                 found, expected);
    free_words(words);
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

static void test_man_page_titles_have_the_version(void **state)
{
    (void)state;
    char **words = expected_pages();
    for (size_t i = 0; words[i] != NULL; i++) {
        char name[128];
        page_name(words[i], name, sizeof name);
        text_buffer man = man_page(name);
        char title[128];
        snprintf(title, sizeof title, "\"nqueens-cnf %s\"", nqcnf_version());
        char *line = paragraph(man.data, ".TH NQUEENS-CNF", ".");
        if (strstr(line, title) == NULL)
            fail_msg("the title line of %s lacks %s: %s", name, title, line);
        free(line);
        text_buffer_free(&man);
    }
    free_words(words);
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
        cmocka_unit_test(test_man_pages_are_what_the_command_prints),
        cmocka_unit_test(test_man_folder_holds_exactly_the_pages),
        cmocka_unit_test(test_version_names_the_backends_built_in),
        cmocka_unit_test(test_man_page_titles_have_the_version),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
