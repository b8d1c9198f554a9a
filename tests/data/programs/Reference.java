// Reference.java N REFS - a correct program: prints the reference for N.
import java.nio.file.Files;
import java.nio.file.Paths;

public class Reference {
    public static void main(String[] args) throws Exception {
        System.out.print(new String(Files.readAllBytes(
            Paths.get(args[1], "ref_" + args[0] + ".cnf")), "UTF-8"));
    }
}
