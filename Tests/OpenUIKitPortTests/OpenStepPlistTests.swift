import Testing
@testable import OpenUIKitPort

@Suite("OpenStep property lists")
struct OpenStepPlistTests {
    @Test func dictionariesArraysAndStringsWithComments() throws {
        let text = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                /* a comment */ objects = {
                    ABC /* Target */ = {isa = PBXNativeTarget; name = "My App"; list = (a, "b c", ); };
                };
                path = ../Shared/Info.plist;
                escaped = "a \\"quoted\\" word\\n";
            }
            """
        let plist = try OpenStepPlist.parse(text)
        #expect(plist["archiveVersion"]?.string == "1")
        #expect(plist["objects"]?["ABC"]?["name"]?.string == "My App")
        #expect(plist["objects"]?["ABC"]?["list"] == .array([.string("a"), .string("b c")]))
        #expect(plist["path"]?.string == "../Shared/Info.plist")
        #expect(plist["escaped"]?.string == "a \"quoted\" word\n")
        #expect(plist["missing"] == nil)
    }

    @Test func errorsNameTheirLine() {
        #expect(throws: OpenStepPlist.ParseError(line: 3, message: "expected ';' after the value of 'b'")) {
            try OpenStepPlist.parse("{\n a = 1;\n b = 2 }")
        }
        #expect(throws: OpenStepPlist.ParseError(line: 1, message: "unexpected end of file in a dictionary, expected '}'")) {
            try OpenStepPlist.parse("{ a = 1;")
        }
        #expect(throws: OpenStepPlist.ParseError(line: 1, message: "unterminated string")) {
            try OpenStepPlist.parse("{ a = \"1; }")
        }
        #expect(throws: OpenStepPlist.ParseError(line: 1, message: "unexpected text after the property list")) {
            try OpenStepPlist.parse("{} x")
        }
        #expect(throws: OpenStepPlist.ParseError(line: 1, message: "unexpected character '<'")) {
            try OpenStepPlist.parse("{ a = <0fbd77>; }")
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let text = String(repeating: "(", count: 10_000)
        #expect(throws: OpenStepPlist.ParseError.self) { try OpenStepPlist.parse(text) }
    }
}
