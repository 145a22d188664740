#include "document/hubmodelname.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace rooflab {
namespace {

// huggingface_hub's validate_repo_id (utils/_validators.py): at most one "/", each part of
// letters, digits, "-", "_" and ".", no "--" or "..", no leading or trailing "-" or ".", a name
// of 96 characters at most.
bool validRepo(const QString& repo) {
    static const QRegularExpression part(QStringLiteral("^[A-Za-z0-9_.-]+$"));
    const QStringList parts = repo.split(QLatin1Char('/'));
    if (parts.size() > 2 || repo.contains(QLatin1String("--")) || repo.contains(QLatin1String("..")))
        return false;
    for (const QString& name : parts) {
        if (name.size() > 96 || !part.match(name).hasMatch() || name.startsWith(QLatin1Char('-')) ||
            name.startsWith(QLatin1Char('.')) || name.endsWith(QLatin1Char('-')) || name.endsWith(QLatin1Char('.')))
            return false;
    }
    return true;
}

// A revision becomes a file under refs/ (huggingface_hub writes refs/<revision>, "refs/pr/3"
// included): no empty, "." or ".." component may take it out of that folder.
bool validRevision(const QString& revision) {
    static const QRegularExpression allowed(QStringLiteral("^[A-Za-z0-9_.+/-]+$"));
    if (revision.size() > 256 || !allowed.match(revision).hasMatch())
        return false;
    for (const QString& component : revision.split(QLatin1Char('/')))
        if (component.isEmpty() || component == QLatin1String(".") || component == QLatin1String(".."))
            return false;
    return true;
}

} // namespace

bool HubModelName::parse(const QString& text, HubModelName* name, QString* problem) {
    const QString trimmed = text.trimmed();
    const qsizetype at = trimmed.indexOf(QLatin1Char('@'));
    HubModelName parsed;
    parsed.repo = at < 0 ? trimmed : trimmed.left(at);
    if (at >= 0)
        parsed.revision = trimmed.mid(at + 1);
    if (!validRepo(parsed.repo)) {
        *problem = QCoreApplication::translate(
                       "rooflab::HubModelName",
                       "\"%1\" is not a model name on the Hugging Face Hub: ORG/NAME or ORG/NAME@REVISION, "
                       "e.g. meta-llama/Llama-3.1-8B (letters, digits, '-', '_' and '.')")
                       .arg(text);
        return false;
    }
    if (!validRevision(parsed.revision)) {
        *problem = QCoreApplication::translate("rooflab::HubModelName",
                                               "\"%1\" is not a revision: a branch, a tag or a commit hash, e.g. main")
                       .arg(parsed.revision);
        return false;
    }
    *name = parsed;
    return true;
}

QString HubModelName::display() const {
    return revision == QLatin1String("main") ? repo : repo + QLatin1Char('@') + revision;
}

bool HubModelName::revisionIsCommit() const {
    static const QRegularExpression commit(QStringLiteral("^[0-9a-f]{40}$"));
    return commit.match(revision).hasMatch();
}

} // namespace rooflab
