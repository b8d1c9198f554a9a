/* reference.c N REFS - a correct program: prints the reference for N. */
#include <stdio.h>

int main(int argc, char **argv)
{
    char path[4096];
    if (argc < 3) return 2;
    snprintf(path, sizeof path, "%s/ref_%s.cnf", argv[2], argv[1]);
    FILE *in = fopen(path, "r");
    if (in == NULL) return 1;
    for (int c; (c = getc(in)) != EOF;) putchar(c);
    return fclose(in) != 0 || fflush(stdout) != 0;
}
