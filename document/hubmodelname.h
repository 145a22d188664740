#pragma once
// A model on the Hugging Face Hub as a user names it: "ORG/NAME", optionally "@REVISION" (a
// branch, a tag or a commit hash; "main" when absent), checked against the Hub's own rules for
// repository names before it becomes a folder name or a URL.
#include <QString>

namespace rooflab {

struct HubModelName {
    QString repo;                              // "meta-llama/Llama-3.1-8B" (or a legacy "gpt2")
    QString revision = QStringLiteral("main"); // "main", "v1.0", "refs/pr/3" or a commit hash

    // Parses `text`; on a name the Hub would refuse returns false with `problem` saying why.
    static bool parse(const QString& text, HubModelName* name, QString* problem);
    // "ORG/NAME", or "ORG/NAME@REVISION" when the revision is not "main".
    QString display() const;
    // True when the revision is a full commit hash (40 lower-case hex digits), as the Hub's
    // cache names its snapshots.
    bool revisionIsCommit() const;
};

} // namespace rooflab
