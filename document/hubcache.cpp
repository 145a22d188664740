#include "document/hubcache.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QUuid>

#include <filesystem>
#include <system_error>

namespace rooflab {
namespace {

const QString kConfigName = QStringLiteral("config.json");

QString expandHome(const QString& path) {
    if (path == QLatin1String("~") || path.startsWith(QLatin1String("~/")))
        return QDir::homePath() + path.mid(1);
    return path;
}

QString environment(const char* name) {
    return qEnvironmentVariable(name);
}

// What the cache creates, so that a failed store removes exactly that and nothing the user had.
class Created {
public:
    void file(const QString& path) { m_paths.append(path); }
    // Creates `path` and every missing folder above it, remembering those it created.
    bool folders(const QString& path) {
        QStringList missing;
        for (QFileInfo at(path); !at.exists(); at = QFileInfo(at.absolutePath()))
            missing.prepend(at.absoluteFilePath());
        m_paths.append(missing); // before mkpath: a half-made path is removed too
        return QDir().mkpath(path);
    }
    // Removes what was created, newest first (folders only when empty: QDir::rmdir).
    void undo() const {
        for (auto path = m_paths.crbegin(); path != m_paths.crend(); ++path)
            if (!QFile::remove(*path))
                QDir().rmdir(*path);
    }

private:
    QStringList m_paths;
};

// A commit or an ETag becomes a file name: only the characters the Hub uses in them.
bool safeName(const QString& name) {
    static const QRegularExpression allowed(QStringLiteral("^[A-Za-z0-9_+=-][A-Za-z0-9_.+=-]{0,127}$"));
    return allowed.match(name).hasMatch();
}

QString writeWhole(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    // The explicit flush: Qt 6.4's commit() renames a file whose buffered write failed (a full
    // disk, EFBIG) and reports success (tst_hubcache aFailedStoreLeavesNothing).
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush() && file.commit())
        return {};
    const QString reason = file.errorString();
    file.cancelWriting();
    return QCoreApplication::translate("rooflab::HubCache", "cannot write %1: %2").arg(path, reason);
}

// snapshots/<commit>/config.json -> ../../blobs/<etag>, relative as huggingface_hub makes it
// (the cache may move), made beside its place and renamed into it.
QString linkWhole(const QString& link, const QString& etag) {
    namespace fs = std::filesystem;
    const fs::path target = fs::path("..") / ".." / "blobs" / etag.toStdString();
    const fs::path final = link.toStdString();
    const fs::path temporary = final.string() + "." + QUuid::createUuid().toString(QUuid::Id128).toStdString() + ".tmp";
    std::error_code error;
    fs::create_symlink(target, temporary, error);
    if (!error)
        fs::rename(temporary, final, error);
    if (!error)
        return {};
    fs::remove(temporary, error);
    return QCoreApplication::translate("rooflab::HubCache", "cannot link %1 to its blob: %2")
        .arg(link, QString::fromLocal8Bit(error.message().c_str()));
}

} // namespace

QString HubCache::defaultDir() {
    for (const char* name : {"HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"})
        if (const QString dir = environment(name); !dir.isEmpty())
            return expandHome(dir);
    QString home = environment("HF_HOME");
    if (home.isEmpty()) {
        const QString xdg = environment("XDG_CACHE_HOME");
        home = (xdg.isEmpty() ? QDir::homePath() + QLatin1String("/.cache") : xdg) + QLatin1String("/huggingface");
    }
    return expandHome(home) + QLatin1String("/hub");
}

HubCache::HubCache(QString dir)
    : m_dir(std::move(dir)) {}

QString HubCache::modelDir(const HubModelName& model) const {
    // repo_folder_name: "models" and the repo's parts joined by "--".
    return m_dir + QLatin1String("/models--") + QString(model.repo).replace(QLatin1Char('/'), QLatin1String("--"));
}

QString HubCache::commitFor(const HubModelName& model) const {
    if (model.revisionIsCommit())
        return model.revision;
    QFile ref(modelDir(model) + QLatin1String("/refs/") + model.revision);
    if (!ref.open(QIODevice::ReadOnly))
        return {};
    const QString commit = QString::fromUtf8(ref.read(256)).trimmed();
    return safeName(commit) ? commit : QString();
}

QString HubCache::findConfig(const HubModelName& model) const {
    const QString commit = commitFor(model);
    if (commit.isEmpty())
        return {};
    const QString path = modelDir(model) + QLatin1String("/snapshots/") + commit + QLatin1Char('/') + kConfigName;
    return QFileInfo(path).isFile() ? path : QString(); // a link to a missing blob is no config
}

bool HubCache::knownAbsent(const HubModelName& model) const {
    const QString commit = commitFor(model);
    return !commit.isEmpty() &&
           QFileInfo::exists(modelDir(model) + QLatin1String("/.no_exist/") + commit + QLatin1Char('/') + kConfigName);
}

QString HubCache::storeConfig(const HubModelName& model, const QString& commit, const QString& etag,
                              const QByteArray& bytes) const {
    if (!safeName(commit) || !safeName(etag))
        return QCoreApplication::translate(
                   "rooflab::HubCache",
                   "the server named the file \"%1\" at commit \"%2\": not a name the cache can hold")
            .arg(etag, commit);
    const QString root = modelDir(model);
    const QString blob = root + QLatin1String("/blobs/") + etag;
    const QString snapshot = root + QLatin1String("/snapshots/") + commit;
    const QString ref = root + QLatin1String("/refs/") + model.revision;
    Created created;
    QString problem;
    if (!created.folders(root + QLatin1String("/blobs")) || !created.folders(snapshot) ||
        !created.folders(QFileInfo(ref).absolutePath()))
        problem = QCoreApplication::translate("rooflab::HubCache",
                                              "cannot create the folders of %1 in the Hugging Face cache")
                      .arg(root);
    if (problem.isEmpty() && !QFileInfo::exists(blob)) {
        problem = writeWhole(blob, bytes);
        if (problem.isEmpty())
            created.file(blob);
    }
    const QString link = snapshot + QLatin1Char('/') + kConfigName;
    if (problem.isEmpty() && !QFileInfo(link).isFile()) {
        problem = linkWhole(link, etag);
        if (problem.isEmpty())
            created.file(link);
    }
    if (problem.isEmpty() && model.revision != commit)
        problem = writeWhole(ref, commit.toUtf8()); // huggingface_hub writes no newline
    if (!problem.isEmpty())
        created.undo();
    return problem;
}

QStringList HubCache::cachedModels() const {
    QStringList models;
    const QDir cache(m_dir);
    for (const QString& folder : cache.entryList({QStringLiteral("models--*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QDir snapshots(cache.filePath(folder + QLatin1String("/snapshots")));
        for (const QString& commit : snapshots.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            if (QFileInfo(snapshots.filePath(commit + QLatin1Char('/') + kConfigName)).isFile()) {
                models << folder.mid(8).replace(QLatin1String("--"), QLatin1String("/"));
                break;
            }
        }
    }
    models.sort(Qt::CaseInsensitive);
    return models;
}

} // namespace rooflab
